const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

/**
 * A discount as Chinese shops write it: the fraction paid in tenths, 0.8 → 八折, 0.75 → 七五折,
 * 0.5 → 五折. 1 (or anything not a fraction) is 无折扣; 0 is 免费. Below one tenth the digits
 * would read oddly (零五折), so those are written as numbers (0.5折).
 */
export function formatDiscount(discount: number): string {
  if (!Number.isFinite(discount) || discount >= 1 || discount < 0) return '无折扣';
  if (discount === 0) return '免费';
  // A fraction just under 1 (0.9977) is still a discount: at most 九九折, never "ten tenths".
  const hundredths = Math.min(99, Math.round(discount * 100));
  if (hundredths < 10) return `${Number((discount * 10).toFixed(discount < 0.01 ? 2 : 1))}折`;
  const tens = Math.floor(hundredths / 10);
  const ones = hundredths % 10;
  return `${DIGITS[tens]}${ones === 0 ? '' : DIGITS[ones]}折`;
}
