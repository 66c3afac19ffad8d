const YUAN = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ¥68.00, or 面议 when there is no list price (no number, or not a finite one). */
export function formatPrice(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) ? YUAN.format(price) : '面议';
}
