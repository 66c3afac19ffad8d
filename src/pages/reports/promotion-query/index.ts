export { PromotionReportPage } from './ui/promotion-report-page';
