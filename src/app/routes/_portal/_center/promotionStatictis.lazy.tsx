import { createLazyFileRoute } from '@tanstack/react-router';
import { PromotionStatisticsPage } from '@/pages/agent-center/promotion-statistics';

export const Route = createLazyFileRoute('/_portal/_center/promotionStatictis')({
  component: PromotionStatisticsPage,
});
