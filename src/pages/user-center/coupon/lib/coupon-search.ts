import type { CouponStatus } from '@/shared/api/generated/model';
import { param, searchOf } from '@/shared/lib/query-string';

export const COUPON_TABS: readonly CouponStatus[] = ['available', 'used', 'expired'];

/** The state of /coupon in its URL: the tab (available by default, kept out of the URL) and the page. */
export const validateCouponSearch = searchOf({ status: param.oneOf(COUPON_TABS, 'available'), page: param.page() });
export type CouponSearch = ReturnType<typeof validateCouponSearch>;
