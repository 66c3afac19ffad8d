import { MOBILE_BASE_WIDTH_PX } from '@/shared/config';

/** The browser's default root font size: what `1rem` is at the base width. */
export const ROOT_FONT_BASE_PX = 16;
/**
 * Clamp of the scaled root font size. 14 px keeps text readable on 320 px phones (the scale alone
 * would give 13.7 px); 20 px stops tablets and landscape phones (up to 768 px, still "small")
 * from blowing the layout up to twice its size. Between 328 and 469 px wide the scale is exact.
 */
export const ROOT_FONT_MIN_PX = 14;
export const ROOT_FONT_MAX_PX = 20;

/**
 * Root font size for a phone of `widthPx` CSS pixels (SPEC §9: scale by width / 375), clamped
 * and rounded to 1/100 px. A width that is not a positive number gives the base size.
 */
export function mobileRootFontPx(widthPx: number): number {
  if (!Number.isFinite(widthPx) || widthPx <= 0) return ROOT_FONT_BASE_PX;
  const scaled = (ROOT_FONT_BASE_PX * widthPx) / MOBILE_BASE_WIDTH_PX;
  const clamped = Math.min(ROOT_FONT_MAX_PX, Math.max(ROOT_FONT_MIN_PX, scaled));
  return Math.round(clamped * 100) / 100;
}
