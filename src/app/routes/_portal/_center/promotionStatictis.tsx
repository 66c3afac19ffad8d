import { createFileRoute } from '@tanstack/react-router';
import { PromotionStatictisPage } from '@/pages/agent-center/promotion-statictis';
import type { PromotionStatictisSearch } from '@/pages/agent-center/promotion-statictis';

export const Route = createFileRoute('/_portal/_center/promotionStatictis')({
  staticData: { title: '推广统计', access: 'agentLord' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as PromotionStatictisSearch,
  component: PromotionStatictisPage,
});
