import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOBILE_BASE_WIDTH_PX } from '@/shared/config';
import { mobileRootFontPx, ROOT_FONT_BASE_PX, ROOT_FONT_MAX_PX, ROOT_FONT_MIN_PX } from './root-font-scale';

describe('mobileRootFontPx', () => {
  it('is the base size at the base width of 375 px and scales by width / 375', () => {
    expect(mobileRootFontPx(MOBILE_BASE_WIDTH_PX)).toBe(16);
    expect(mobileRootFontPx(414)).toBe(17.66);
    expect(mobileRootFontPx(360)).toBe(15.36);
  });

  it('clamps small phones to 14 px and tablets to 20 px', () => {
    expect(mobileRootFontPx(320)).toBe(ROOT_FONT_MIN_PX);
    expect(mobileRootFontPx(768)).toBe(ROOT_FONT_MAX_PX);
  });

  it('falls back to the base size for a width that is not a positive number', () => {
    for (const width of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(mobileRootFontPx(width)).toBe(ROOT_FONT_BASE_PX);
  });

  it('stays inside the clamp and never shrinks as the screen widens', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5000, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), (width, extra) => {
        const size = mobileRootFontPx(width);
        expect(size).toBeGreaterThanOrEqual(ROOT_FONT_MIN_PX);
        expect(size).toBeLessThanOrEqual(ROOT_FONT_MAX_PX);
        expect(mobileRootFontPx(width + extra)).toBeGreaterThanOrEqual(size);
      }),
    );
  });
});
