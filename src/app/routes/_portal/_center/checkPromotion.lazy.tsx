import { createLazyFileRoute } from '@tanstack/react-router';
import { CheckPromotionPage } from '@/pages/agent-center/check-promotion';

export const Route = createLazyFileRoute('/_portal/_center/checkPromotion')({
  component: CheckPromotionPage,
});
