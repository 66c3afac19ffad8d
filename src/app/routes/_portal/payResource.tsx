import { createFileRoute } from '@tanstack/react-router';
import { PayResourcePage } from '@/pages/purchase/pay-resource';

export const Route = createFileRoute('/_portal/payResource')({
  staticData: { title: '支付订单', access: 'login' },
  component: PayResourcePage,
});
