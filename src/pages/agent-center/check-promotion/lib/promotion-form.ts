import {
  CreatePromotionCodeBody,
  createPromotionCodeBodyDiscountMax,
  createPromotionCodeBodyDiscountMin,
  createPromotionCodeBodyNameMax,
} from '@/shared/api/generated/zod/institution/institution.zod';
import { dayOf, todayInBeijing } from '@/shared/lib/format';
import type { FormProblems } from '@/shared/lib/form';

export interface PromotionFormValues {
  name: string;
  checkTypeId: string;
  /** The fraction of the price paid, as typed: 0.85 is 八五折. */
  discount: string;
  validUntil: string;
  /** Blank: the server makes one up. */
  code: string;
}

export const EMPTY_PROMOTION_FORM: PromotionFormValues = { name: '', checkTypeId: '', discount: '', validUntil: '', code: '' };

/** Not in the contract as a limit (only in its description): the longest own code. */
export const PROMOTION_CODE_MAX = 16;

/** The server's wording (createPromotionCode), so both sides say the same; the limits are the contract's. */
export const PROMOTION_MESSAGES = {
  nameRequired: '请填写推广名称',
  nameLong: `推广名称不能超过 ${createPromotionCodeBodyNameMax} 字`,
  checkTypeRequired: '请选择检测类型',
  discountInvalid: `折扣须在 ${createPromotionCodeBodyDiscountMin}–${createPromotionCodeBodyDiscountMax} 之间，最多两位小数`,
  validUntilRequired: '请选择有效期',
  validUntilInvalid: '有效期须为今天或以后的日期',
  codeInvalid: '推广码须为 4–16 位大写字母或数字',
} as const;

const CODE = /^[A-Z0-9]{4,16}$/;

/** The discount as a fraction 0.1–1 (the contract's range) with at most two decimals, or undefined. */
export function discountOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^(0|1)(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= createPromotionCodeBodyDiscountMin && value <= createPromotionCodeBodyDiscountMax ? value : undefined;
}

const idOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

/** The dialog's form: createPromotionCode's body, with the server's wording for every field. Codes are taken in capitals. */
export function promotionForm(today = todayInBeijing()) {
  return {
    schema: CreatePromotionCodeBody,
    labels: { name: '推广名称', checkTypeId: '检测类型', discount: '折扣', validUntil: '有效期至', code: '自定义推广码' },
    toBody: (values: PromotionFormValues) => {
      const code = values.code.trim().toUpperCase();
      return {
        name: values.name.trim(),
        checkTypeId: idOf(values.checkTypeId) ?? Number.NaN,
        discount: discountOf(values.discount) ?? Number.NaN,
        validUntil: dayOf(values.validUntil) ?? values.validUntil,
        ...(code ? { code } : {}),
      };
    },
    rules: (values: PromotionFormValues): FormProblems<PromotionFormValues> => {
      const name = values.name.trim();
      const validUntil = dayOf(values.validUntil);
      const code = values.code.trim().toUpperCase();
      return {
        name: !name
          ? PROMOTION_MESSAGES.nameRequired
          : Array.from(name).length > createPromotionCodeBodyNameMax
            ? PROMOTION_MESSAGES.nameLong
            : undefined,
        checkTypeId: idOf(values.checkTypeId) === undefined ? PROMOTION_MESSAGES.checkTypeRequired : undefined,
        discount: discountOf(values.discount) === undefined ? PROMOTION_MESSAGES.discountInvalid : undefined,
        validUntil: !values.validUntil.trim()
          ? PROMOTION_MESSAGES.validUntilRequired
          : !validUntil || validUntil < today
            ? PROMOTION_MESSAGES.validUntilInvalid
            : undefined,
        code: code && !CODE.test(code) ? PROMOTION_MESSAGES.codeInvalid : undefined,
      };
    },
  };
}
