export { PromotionStatisticsPage } from './ui/promotion-statistics-page';
