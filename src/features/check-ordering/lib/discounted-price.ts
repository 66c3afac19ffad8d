const YUAN = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ¥68.00, or 面议 when the service has no list price. */
export function formatPrice(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) ? YUAN.format(price) : '面议';
}

/** The price after a discount, rounded to the fen as the server does. */
export function discountedPrice(price: number, discount: number): number {
  return Math.round(price * discount * 100) / 100;
}
