/**
 * Paying an order (SPEC §2 /payResource and /workPay/{id}): the order, the user's available
 * coupons, the pay type and the payment, or the news app's bridge inside the app. Two pages use
 * it, so it is a feature (STYLE rule 4).
 */
export { OrderPayment } from './ui/order-payment';
export type { OrderPaymentProps } from './ui/order-payment';
export { formatYuan } from './lib/format-yuan';
