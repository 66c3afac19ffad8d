export { CouponPage } from './ui/coupon-page';
export type { CouponSearch } from './lib/coupon-search';
export { validateCouponSearch } from './lib/coupon-search';
