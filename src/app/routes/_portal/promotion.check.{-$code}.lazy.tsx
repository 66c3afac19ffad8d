import { createLazyFileRoute } from '@tanstack/react-router';
import { PromotionCheckPage } from '@/pages/services/promotion-check';

export const Route = createLazyFileRoute('/_portal/promotion/check/{-$code}')({
  component: PromotionCheckPage,
});
