import { createFileRoute } from '@tanstack/react-router';
import { BuyResourcePage } from '@/pages/purchase/buy-resource';

export const Route = createFileRoute('/_portal/buyResource')({
  staticData: { title: '购买资源', access: 'login' },
  component: BuyResourcePage,
});
