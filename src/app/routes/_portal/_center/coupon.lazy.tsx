import { createLazyFileRoute } from '@tanstack/react-router';
import { CouponPage } from '@/pages/user-center/coupon';

export const Route = createLazyFileRoute('/_portal/_center/coupon')({
  component: CouponPage,
});
