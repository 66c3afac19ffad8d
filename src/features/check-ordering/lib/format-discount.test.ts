import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDiscount } from './format-discount';
import { discountedPrice } from './discounted-price';

describe('formatDiscount', () => {
  it('writes tenths the way Chinese shops do', () => {
    expect(formatDiscount(0.8)).toBe('八折');
    expect(formatDiscount(0.5)).toBe('五折');
    expect(formatDiscount(0.75)).toBe('七五折');
    expect(formatDiscount(0.95)).toBe('九五折');
    expect(formatDiscount(0.7)).toBe('七折');
    expect(formatDiscount(0.05)).toBe('0.5折');
  });

  it('1, 0 and nonsense are not shown as a discount', () => {
    expect(formatDiscount(1)).toBe('无折扣');
    expect(formatDiscount(0)).toBe('免费');
    expect(formatDiscount(Number.NaN)).toBe('无折扣');
    expect(formatDiscount(-0.2)).toBe('无折扣');
  });

  it('a fraction just under 1 is 九九折, and one far under a tenth keeps its digits (Prism found 0.9977 shown as undefined折)', () => {
    expect(formatDiscount(0.9977)).toBe('九九折');
    expect(formatDiscount(0.995)).toBe('九九折');
    expect(formatDiscount(0.004)).toBe('0.04折');
  });

  it('always ends in 折 (or says there is none) and never shows NaN or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: false }), fc.double({ min: 0, max: 1, noNaN: true })), (value) => {
        const text = formatDiscount(value);
        expect(text).not.toMatch(/NaN|undefined|Infinity/);
        expect(text === '无折扣' || text === '免费' || text.endsWith('折')).toBe(true);
      }),
    );
  });
});

describe('discountedPrice', () => {
  it('rounds a discounted price to the fen', () => {
    expect(discountedPrice(68, 0.8)).toBe(54.4);
    expect(discountedPrice(99, 0.75)).toBe(74.25);
  });

  it('has no price for a price or discount from the answer that cannot be computed with', () => {
    for (const [price, discount] of [
      [Number.NaN, 0.8],
      [68, Number.NaN],
      [1e308, 0.8],
      [Number.POSITIVE_INFINITY, 0.8],
      [-68, 0.8],
      [68, -0.8],
    ] as const) {
      expect(discountedPrice(price, discount)).toBeUndefined();
    }
  });
});
