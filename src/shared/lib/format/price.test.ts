import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('shows yuan with two decimals, or 面议 without a price', () => {
    expect(formatPrice(68)).toBe('¥68.00');
    expect(formatPrice(54.4)).toBe('¥54.40');
    expect(formatPrice(0)).toBe('¥0.00');
    expect(formatPrice(1234.5)).toBe('¥1,234.50');
    expect(formatPrice(undefined)).toBe('面议');
    expect(formatPrice(null)).toBe('面议');
    expect(formatPrice(Number.NaN)).toBe('面议');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('面议');
  });
});
