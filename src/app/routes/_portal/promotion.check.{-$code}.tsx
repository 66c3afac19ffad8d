import { createFileRoute } from '@tanstack/react-router';
import { PromotionCheckPage } from '@/pages/services/promotion-check';

export const Route = createFileRoute('/_portal/promotion/check/{-$code}')({
  staticData: { title: '推广检测', access: 'public' },
  component: PromotionCheckPage,
});
