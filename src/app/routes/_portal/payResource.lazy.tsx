import { createLazyFileRoute } from '@tanstack/react-router';
import { PayResourcePage } from '@/pages/purchase/pay-resource';

export const Route = createLazyFileRoute('/_portal/payResource')({
  component: PayResourcePage,
});
