import { formatPrice } from '@/shared/lib/format';

/** 1,234 次 style counts. */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? value.toLocaleString('zh-CN') : '0';
}

/** ¥1,234.50 */
export function formatAmount(value: number): string {
  return formatPrice(Number.isFinite(value) ? value : 0);
}

/** `2026-12-07` → `12-07`, the day under its bar. */
export function shortDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day;
}
