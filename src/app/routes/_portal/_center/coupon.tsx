import { createFileRoute } from '@tanstack/react-router';
import { CouponPage } from '@/pages/user-center/coupon';
import type { CouponSearch } from '@/pages/user-center/coupon';

export const Route = createFileRoute('/_portal/_center/coupon')({
  staticData: { title: '优惠券', access: 'website' },
  // Types the URL state only: the page chunk checks the values, so the first load stays small.
  validateSearch: (search: Record<string, unknown>) => search as CouponSearch,
  component: CouponPage,
});
