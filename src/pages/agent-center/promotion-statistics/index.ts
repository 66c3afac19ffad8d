export { PromotionStatisticsPage } from './ui/promotion-statistics-page';
export type { StatisticsSearch as PromotionStatisticsSearch } from '@/widgets/agent-statistics';
