import { createLazyFileRoute } from '@tanstack/react-router';
import { PromotionReportPage } from '@/pages/reports/promotion-query';

export const Route = createLazyFileRoute('/_portal/promotion/report/{-$code}')({
  component: PromotionReportPage,
});
