import { formatPrice, groupDigits } from '@/shared/lib/format';
import { orDash, safeNonNegative } from '@/shared/lib/safe-number';

/** 1,234 style counts; 「—」 for what is not a count (missing, negative, not finite, huge). */
export function formatCount(value: number | null | undefined): string {
  return orDash(safeNonNegative(value), groupDigits);
}

/** ¥1,234.50; 「—」 for what is not an amount. */
export function formatAmount(value: number | null | undefined): string {
  return orDash(safeNonNegative(value), formatPrice);
}

/** `2026-12-07` → `12-07`, the day under its bar. */
export function shortDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day;
}
