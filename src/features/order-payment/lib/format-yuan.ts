const YUAN = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ¥279.00; a dash for anything that is not a number, so no page shows NaN. */
export function formatYuan(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? YUAN.format(value) : '—';
}

/** The date part of the API's `YYYY-MM-DD HH:mm:ss` (or ISO) times; '' when there is none. */
export function datePart(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value.trim());
  return match ? match[0] : '';
}

const PLAIN = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2, useGrouping: false });

/** An amount in 元 without the sign, for sentences like 满 100 元减 20 元; '0' for nonsense. */
export function formatAmount(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? PLAIN.format(value) : '0';
}
