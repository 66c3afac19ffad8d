export { ReportPage } from './ui/report-page';
