import { createLazyFileRoute } from '@tanstack/react-router';
import { BuyResourcePage } from '@/pages/purchase/buy-resource';

export const Route = createLazyFileRoute('/_portal/buyResource')({
  component: BuyResourcePage,
});
