import { safeNonNegative } from '@/shared/lib/safe-number';

/**
 * The price after a discount, rounded to the fen as the server does; undefined (no price) when
 * the price or discount from the answer is not a sensible number (missing, negative, huge).
 */
export function discountedPrice(price: number, discount: number): number | undefined {
  const base = safeNonNegative(price);
  const share = safeNonNegative(discount);
  if (base === null || share === null) return undefined;
  return safeNonNegative(Math.round(base * share * 100) / 100) ?? undefined;
}
