import { createFileRoute } from '@tanstack/react-router';
import { PayResourcePage } from '@/pages/purchase/pay-resource';

interface PayResourceSearch {
  /** The order to pay; a reload reads it again from here. */
  orderId?: string;
}

export const Route = createFileRoute('/_portal/payResource')({
  staticData: { title: '支付订单', access: 'login' },
  validateSearch: (search: Record<string, unknown>): PayResourceSearch => {
    // A purely numeric order number arrives parsed as a number.
    const orderId = typeof search.orderId === 'number' || typeof search.orderId === 'string' ? String(search.orderId).trim() : '';
    return orderId ? { orderId } : {};
  },
  component: PayResourcePage,
});
