export { CheckStatictisPage } from './ui/check-statictis-page';
export type { StatisticsSearch as CheckStatictisSearch } from '@/widgets/agent-statistics';
