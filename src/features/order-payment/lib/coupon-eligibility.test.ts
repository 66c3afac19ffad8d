import { describe, expect, it } from 'vitest';
import { couponApplies, sortCoupons } from './coupon-eligibility';
import { datePart, formatAmount, formatYuan } from './format-yuan';

const coupon = (id: number, amount: number, threshold: number, status: 'available' | 'used' | 'expired' = 'available') => ({
  id,
  amount,
  threshold,
  status,
});

describe('couponApplies', () => {
  it('needs an available coupon whose threshold the order reaches', () => {
    expect(couponApplies(coupon(1, 20, 100), 299)).toBe(true);
    expect(couponApplies(coupon(1, 20, 299), 299)).toBe(true);
    expect(couponApplies(coupon(1, 50, 300), 299)).toBe(false);
    expect(couponApplies(coupon(1, 10, 0, 'used'), 299)).toBe(false);
  });
});

describe('sortCoupons', () => {
  it('puts usable coupons first, the largest saving first', () => {
    const sorted = sortCoupons([coupon(1, 10, 0), coupon(2, 20, 100), coupon(3, 50, 300), coupon(4, 100, 699)], 299);
    expect(sorted.map((c) => c.id)).toEqual([2, 1, 4, 3]);
  });
});

describe('formatYuan and datePart', () => {
  it('formats yuan and never shows NaN', () => {
    expect(formatYuan(279)).toBe('¥279.00');
    expect(formatYuan(Number.NaN)).toBe('—');
    expect(formatYuan(undefined)).toBe('—');
    expect(formatAmount(100)).toBe('100');
    expect(formatAmount(12.5)).toBe('12.5');
    expect(formatAmount(Number.NaN)).toBe('0');
  });

  it('keeps the date of an API time', () => {
    expect(datePart('2027-03-31 23:59:59')).toBe('2027-03-31');
    expect(datePart(undefined)).toBe('');
    expect(datePart('明天')).toBe('');
  });
});
