/**
 * Ordering a check (学术查重 or AIGC检测): which check types a buyer is offered (the service's
 * catalogue, or under a valid promotion code the types it sells; both queries are
 * `entities/check-type`'s), their cards with discounted prices, and the promotion code, validated
 * as the user types (`GET /portal/check/promotion/validate`). Used by /check, /aigc/check/{code?},
 * /promotion/check/{code?} and /checkSubmit/{code?}.
 */
export { CheckTypeCards } from './ui/check-type-cards';
export type { CheckTypeCardsProps } from './ui/check-type-cards';
export { PromotionCodeField } from './ui/promotion-code-field';
export type { PromotionCodeFieldProps } from './ui/promotion-code-field';
export { useOfferedCheckTypes } from './model/use-offered-check-types';
export { usePromotionValidation } from './model/use-promotion-validation';
export type { CheckService, PromotionVerdict } from './model/use-promotion-validation';
export { formatDiscount } from './lib/format-discount';
export { discountedPrice } from './lib/discounted-price';
