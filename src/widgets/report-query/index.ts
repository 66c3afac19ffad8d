export { ReportQuery } from './ui/report-query';
