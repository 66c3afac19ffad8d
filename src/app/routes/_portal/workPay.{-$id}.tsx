import { createFileRoute } from '@tanstack/react-router';
import { parseId } from '@/shared/lib/safe-url';

interface WorkPaySearch {
  /** The order once it is created; a reload continues with it. */
  orderId?: string;
}

export const Route = createFileRoute('/_portal/workPay/{-$id}')({
  staticData: { title: '作品支付', access: 'login' },
  validateSearch: (search: Record<string, unknown>): WorkPaySearch => {
    // Only what an order number can be (a purely numeric one arrives parsed as a number). Said
    // even when undefined: a key left out would come through from the raw search.
    return { orderId: parseId(search.orderId) };
  },
});
