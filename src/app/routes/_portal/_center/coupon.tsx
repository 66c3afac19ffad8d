import { createFileRoute } from '@tanstack/react-router';
import { validateCouponSearch } from '@/pages/user-center/coupon';

export const Route = createFileRoute('/_portal/_center/coupon')({
  staticData: { title: '优惠券', access: 'website' },
  validateSearch: validateCouponSearch,
});
