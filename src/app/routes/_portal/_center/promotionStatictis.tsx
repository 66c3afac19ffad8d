import { createFileRoute } from '@tanstack/react-router';
import { PromotionStatisticsPage } from '@/pages/agent-center/promotion-statistics';
import type { PromotionStatisticsSearch } from '@/pages/agent-center/promotion-statistics';

export const Route = createFileRoute('/_portal/_center/promotionStatictis')({
  staticData: { title: '推广统计', access: 'agentLord' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as PromotionStatisticsSearch,
  component: PromotionStatisticsPage,
});
