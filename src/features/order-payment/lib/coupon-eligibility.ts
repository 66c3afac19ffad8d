import type { Coupon } from '@/shared/api/generated/model';

/** Whether a coupon can be used on an order of `amount` 元 (its threshold must not exceed it). */
export function couponApplies(coupon: Pick<Coupon, 'threshold' | 'status'>, amount: number): boolean {
  const threshold = coupon.threshold ?? 0;
  return coupon.status === 'available' && threshold <= amount;
}

/** The coupons worth offering first: usable ones by the largest saving, then the rest. */
export function sortCoupons<T extends Pick<Coupon, 'id' | 'amount' | 'threshold' | 'status'>>(coupons: readonly T[], amount: number): T[] {
  return [...coupons].sort((a, b) => {
    const usable = Number(couponApplies(b, amount)) - Number(couponApplies(a, amount));
    return usable || (b.amount ?? 0) - (a.amount ?? 0) || a.id - b.id;
  });
}
