const YUAN = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ¥279.00; a dash for an amount that is absent (or not a number a sum came to), so no page shows NaN. */
export function formatYuan(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '—' : YUAN.format(value);
}

/** The date part of the API's `YYYY-MM-DD HH:mm:ss` (or ISO) times; '' when there is none. */
export function datePart(value: string | undefined): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value?.trim() ?? '');
  return match ? match[0] : '';
}

const PLAIN = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2, useGrouping: false });

/** An amount in 元 without the sign, for sentences like 满 100 元减 20 元; '0' for none. */
export function formatAmount(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '0' : PLAIN.format(value);
}
