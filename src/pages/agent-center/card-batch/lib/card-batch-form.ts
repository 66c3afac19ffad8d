import type { CreateCardBatchRequest } from '@/shared/api/generated/model';
import { dayOf, todayInBeijing } from '@/shared/lib/format';

export interface CardBatchFormValues {
  name: string;
  checkTypeId: string;
  count: string;
  /** Blank: the check type's price. */
  faceValue: string;
  expireDate: string;
}

export type CardBatchFormErrors = Partial<Record<keyof CardBatchFormValues, string>>;

export const BATCH_NAME_MAX = 30;
export const CARD_COUNT_MAX = 1000;
export const FACE_VALUE_MAX = 10_000;

/** The server's wording (createCardBatch), so both sides say the same. */
export const CARD_BATCH_MESSAGES = {
  nameRequired: '请填写批次名称',
  nameLong: `批次名称不能超过 ${BATCH_NAME_MAX} 字`,
  checkTypeRequired: '请选择检测类型',
  countInvalid: `生成数量须为 1–${CARD_COUNT_MAX} 之间的整数`,
  faceValueInvalid: `面值须为 0–${FACE_VALUE_MAX} 元，最多两位小数`,
  expireDateRequired: '请选择有效期',
  expireDateInvalid: '有效期须为今天或以后的日期',
} as const;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Problems field by field, and the request when there are none. */
export function checkCardBatchForm(
  values: CardBatchFormValues,
  today = todayInBeijing(),
): { errors: CardBatchFormErrors; request?: CreateCardBatchRequest } {
  const errors: CardBatchFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = CARD_BATCH_MESSAGES.nameRequired;
  else if (Array.from(name).length > BATCH_NAME_MAX) errors.name = CARD_BATCH_MESSAGES.nameLong;
  const checkTypeId = /^\d+$/.test(values.checkTypeId) ? Number(values.checkTypeId) : undefined;
  if (checkTypeId === undefined) errors.checkTypeId = CARD_BATCH_MESSAGES.checkTypeRequired;
  const countText = values.count.trim();
  const count = /^\d+$/.test(countText) ? Number(countText) : undefined;
  if (count === undefined || count < 1 || count > CARD_COUNT_MAX) errors.count = CARD_BATCH_MESSAGES.countInvalid;
  const faceText = values.faceValue.trim();
  const faceValue = faceText === '' ? undefined : AMOUNT.test(faceText) ? Number(faceText) : Number.NaN;
  if (faceValue !== undefined && !(faceValue <= FACE_VALUE_MAX)) errors.faceValue = CARD_BATCH_MESSAGES.faceValueInvalid;
  const expireDate = dayOf(values.expireDate);
  if (!values.expireDate.trim()) errors.expireDate = CARD_BATCH_MESSAGES.expireDateRequired;
  else if (!expireDate || expireDate < today) errors.expireDate = CARD_BATCH_MESSAGES.expireDateInvalid;
  if (Object.keys(errors).length > 0 || checkTypeId === undefined || count === undefined || !expireDate) return { errors };
  return { errors, request: { name, checkTypeId, count, expireDate, ...(faceValue === undefined ? {} : { faceValue }) } };
}
