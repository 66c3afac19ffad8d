/**
 * An integer with digit grouping, as `toLocaleString('zh-CN')` writes it (12345 -> "12,345"),
 * without Intl: the first Intl formatter of a page loads the browser's locale data, 40-55 ms on a
 * phone four times slower than a desktop, inside the render of the first list that shows a count
 * (total blocking time). Fractions are rounded off.
 */
export function groupDigits(value: number): string {
  const n = Math.round(value);
  if (!Number.isSafeInteger(n)) return n.toLocaleString('zh-CN');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** A count in Chinese style: 6800 -> "6,800", 36000 -> "3.6万"; anything not a count -> "0". */
export function formatWan(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return '0';
  const n = Math.floor(value);
  if (n < 10_000) return groupDigits(n);
  const wan = Math.floor(n / 1000) / 10;
  return `${Number.isInteger(wan) ? wan.toFixed(0) : wan.toFixed(1)}万`;
}
