import {
  CreateCardBatchBody,
  createCardBatchBodyCountMax,
  createCardBatchBodyNameMax,
} from '@/shared/api/generated/zod/institution/institution.zod';
import { dayOf, todayInBeijing } from '@/shared/lib/format';
import type { FormProblems } from '@/shared/lib/form';

export interface CardBatchFormValues {
  name: string;
  checkTypeId: string;
  count: string;
  /** Blank: the check type's price. */
  faceValue: string;
  expireDate: string;
}

export const EMPTY_CARD_BATCH_FORM: CardBatchFormValues = { name: '', checkTypeId: '', count: '', faceValue: '', expireDate: '' };

/** The contract's most cards per batch (createCardBatch). */
export const CARD_COUNT_MAX = createCardBatchBodyCountMax;
/** Not in the contract: the server's own ceiling of a face value. */
export const FACE_VALUE_MAX = 10_000;

/** The server's wording (createCardBatch), so both sides say the same; the limits are the contract's. */
export const CARD_BATCH_MESSAGES = {
  nameRequired: '请填写批次名称',
  nameLong: `批次名称不能超过 ${createCardBatchBodyNameMax} 字`,
  checkTypeRequired: '请选择检测类型',
  countInvalid: `生成数量须为 1–${CARD_COUNT_MAX} 之间的整数`,
  faceValueInvalid: `面值须为 0–${FACE_VALUE_MAX} 元，最多两位小数`,
  expireDateRequired: '请选择有效期',
  expireDateInvalid: '有效期须为今天或以后的日期',
} as const;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The dialog's form: createCardBatch's body, with the server's wording for every field. */
export function cardBatchForm(today = todayInBeijing()) {
  return {
    schema: CreateCardBatchBody,
    labels: { name: '批次名称', checkTypeId: '检测类型', count: '生成数量（张）', faceValue: '面值（元）', expireDate: '有效期至' },
    toBody: (values: CardBatchFormValues) => {
      const faceText = values.faceValue.trim();
      return {
        name: values.name.trim(),
        checkTypeId: wholeNumber(values.checkTypeId) ?? Number.NaN,
        count: wholeNumber(values.count) ?? Number.NaN,
        expireDate: dayOf(values.expireDate) ?? values.expireDate,
        ...(faceText === '' ? {} : { faceValue: AMOUNT.test(faceText) ? Number(faceText) : Number.NaN }),
      };
    },
    rules: (values: CardBatchFormValues): FormProblems<CardBatchFormValues> => {
      const name = values.name.trim();
      const count = wholeNumber(values.count);
      const faceText = values.faceValue.trim();
      const expireDate = dayOf(values.expireDate);
      return {
        name: !name
          ? CARD_BATCH_MESSAGES.nameRequired
          : Array.from(name).length > createCardBatchBodyNameMax
            ? CARD_BATCH_MESSAGES.nameLong
            : undefined,
        checkTypeId: wholeNumber(values.checkTypeId) === undefined ? CARD_BATCH_MESSAGES.checkTypeRequired : undefined,
        count: count === undefined || count < 1 || count > CARD_COUNT_MAX ? CARD_BATCH_MESSAGES.countInvalid : undefined,
        faceValue:
          faceText !== '' && !(AMOUNT.test(faceText) && Number(faceText) <= FACE_VALUE_MAX)
            ? CARD_BATCH_MESSAGES.faceValueInvalid
            : undefined,
        expireDate: !values.expireDate.trim()
          ? CARD_BATCH_MESSAGES.expireDateRequired
          : !expireDate || expireDate < today
            ? CARD_BATCH_MESSAGES.expireDateInvalid
            : undefined,
      };
    },
  };
}
