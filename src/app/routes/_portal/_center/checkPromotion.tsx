import { createFileRoute } from '@tanstack/react-router';
import { validateCheckPromotionSearch } from '@/pages/agent-center/check-promotion';

export const Route = createFileRoute('/_portal/_center/checkPromotion')({
  staticData: { title: '推广检测', access: 'agentLord', functionKey: 'checkPromotion' },
  validateSearch: validateCheckPromotionSearch,
});
