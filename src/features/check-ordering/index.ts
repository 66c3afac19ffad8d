/**
 * Ordering a check (学术查重 or AIGC检测): the check types of a service with their prices
 * (`GET /check/manage/type/getConfig`, or under a valid promotion code the types it sells:
 * `GET /agent/user/check/config/type` with type and code) and the promotion code, validated as the user types
 * (`GET /portal/check/promotion/validate`). Used by /check, /aigc/check/{code?},
 * /promotion/check/{code?} and /checkSubmit/{code?}.
 */
export { CheckTypeCards } from './ui/check-type-cards';
export type { CheckTypeCardsProps } from './ui/check-type-cards';
export { PromotionCodeField } from './ui/promotion-code-field';
export type { PromotionCodeFieldProps } from './ui/promotion-code-field';
export { useCheckTypes } from './model/use-check-types';
export { usePromotionValidation } from './model/use-promotion-validation';
export type { CheckService, PromotionVerdict } from './model/use-promotion-validation';
export { formatDiscount } from './lib/format-discount';
export { discountedPrice } from './lib/discounted-price';
