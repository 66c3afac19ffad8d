export { PromotionStatictisPage } from './ui/promotion-statictis-page';
export type { StatisticsSearch as PromotionStatictisSearch } from '@/widgets/agent-statistics';
