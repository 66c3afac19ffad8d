export { CouponPage } from './ui/coupon-page';
