import { createFileRoute } from '@tanstack/react-router';
import { WorkPayPage } from '@/pages/purchase/work-pay';

interface WorkPaySearch {
  /** The order once it is created; a reload continues with it. */
  orderId?: string;
}

export const Route = createFileRoute('/_portal/workPay/{-$id}')({
  staticData: { title: '作品支付', access: 'login' },
  validateSearch: (search: Record<string, unknown>): WorkPaySearch => {
    // A purely numeric order number arrives parsed as a number.
    const orderId = typeof search.orderId === 'number' || typeof search.orderId === 'string' ? String(search.orderId).trim() : '';
    return orderId ? { orderId } : {};
  },
  component: WorkPayPage,
});
