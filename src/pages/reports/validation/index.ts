export { ReportValidatePage } from './ui/report-validate-page';
