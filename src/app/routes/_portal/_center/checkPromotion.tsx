import { createFileRoute } from '@tanstack/react-router';
import { CheckPromotionPage } from '@/pages/agent-center/check-promotion';
import type { CheckPromotionSearch } from '@/pages/agent-center/check-promotion';

export const Route = createFileRoute('/_portal/_center/checkPromotion')({
  staticData: { title: '推广检测', access: 'agentLord' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as CheckPromotionSearch,
  component: CheckPromotionPage,
});
