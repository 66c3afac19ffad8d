export { CheckStatisticsPage } from './ui/check-statistics-page';
export type { StatisticsSearch as CheckStatisticsSearch } from '@/widgets/agent-statistics';
