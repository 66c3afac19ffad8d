import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '@/shared/lib/safe-url';

interface PayResourceSearch {
  /** The order to pay; a reload reads it again from here. */
  orderId?: string;
}

export const Route = createFileRoute('/_portal/payResource')({
  staticData: { title: '支付订单', access: 'login' },
  validateSearch: (search: Record<string, unknown>): PayResourceSearch => {
    // Only what an order number can be (a purely numeric one arrives parsed as a number). Said
    // even when undefined: a key left out would come through from the raw search.
    return { orderId: parseId(search.orderId) };
  },
});
