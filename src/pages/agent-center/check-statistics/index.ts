export { CheckStatisticsPage } from './ui/check-statistics-page';
