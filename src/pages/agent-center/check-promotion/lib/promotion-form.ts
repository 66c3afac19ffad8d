import type { CreatePromotionCodeRequest } from '@/shared/api/generated/model';
import { dayOf, todayInBeijing } from '@/shared/lib/format';

export interface PromotionFormValues {
  name: string;
  checkTypeId: string;
  /** The fraction of the price paid, as typed: 0.85 is 八五折. */
  discount: string;
  validUntil: string;
  /** Blank: the server makes one up. */
  code: string;
}

export type PromotionFormErrors = Partial<Record<keyof PromotionFormValues, string>>;

export const PROMOTION_NAME_MAX = 30;
export const PROMOTION_CODE_MAX = 16;

/** The server's wording (createPromotionCode), so both sides say the same. */
export const PROMOTION_MESSAGES = {
  nameRequired: '请填写推广名称',
  nameLong: `推广名称不能超过 ${PROMOTION_NAME_MAX} 字`,
  checkTypeRequired: '请选择检测类型',
  discountInvalid: '折扣须在 0.1–1 之间，最多两位小数',
  validUntilRequired: '请选择有效期',
  validUntilInvalid: '有效期须为今天或以后的日期',
  codeInvalid: '推广码须为 4–16 位大写字母或数字',
} as const;

const CODE = /^[A-Z0-9]{4,16}$/;

/** The discount as a fraction 0.1–1 with at most two decimals, or undefined. */
export function discountOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^(0|1)(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 0.1 && value <= 1 ? value : undefined;
}

/** Problems field by field, and the request when there are none. Codes are taken in capitals. */
export function checkPromotionForm(
  values: PromotionFormValues,
  today = todayInBeijing(),
): { errors: PromotionFormErrors; request?: CreatePromotionCodeRequest } {
  const errors: PromotionFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = PROMOTION_MESSAGES.nameRequired;
  else if (Array.from(name).length > PROMOTION_NAME_MAX) errors.name = PROMOTION_MESSAGES.nameLong;
  const checkTypeId = /^\d+$/.test(values.checkTypeId) ? Number(values.checkTypeId) : undefined;
  if (checkTypeId === undefined) errors.checkTypeId = PROMOTION_MESSAGES.checkTypeRequired;
  const discount = discountOf(values.discount);
  if (discount === undefined) errors.discount = PROMOTION_MESSAGES.discountInvalid;
  const validUntil = dayOf(values.validUntil);
  if (!values.validUntil.trim()) errors.validUntil = PROMOTION_MESSAGES.validUntilRequired;
  else if (!validUntil || validUntil < today) errors.validUntil = PROMOTION_MESSAGES.validUntilInvalid;
  const code = values.code.trim().toUpperCase();
  if (code && !CODE.test(code)) errors.code = PROMOTION_MESSAGES.codeInvalid;
  if (Object.keys(errors).length > 0 || checkTypeId === undefined || discount === undefined || !validUntil) return { errors };
  return { errors, request: { name, checkTypeId, discount, validUntil, ...(code ? { code } : {}) } };
}
