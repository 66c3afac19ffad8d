import { createLazyFileRoute } from '@tanstack/react-router';
import { WorkPayPage } from '@/pages/purchase/work-pay';

export const Route = createLazyFileRoute('/_portal/workPay/{-$id}')({
  component: WorkPayPage,
});
