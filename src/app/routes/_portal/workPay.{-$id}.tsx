import { createFileRoute } from '@tanstack/react-router';
import { WorkPayPage } from '@/pages/purchase/work-pay';

export const Route = createFileRoute('/_portal/workPay/{-$id}')({
  staticData: { title: '作品支付', access: 'login' },
  component: WorkPayPage,
});
