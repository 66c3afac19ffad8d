import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkForm } from '@/shared/lib/form';
import { CARD_BATCH_MESSAGES, EMPTY_CARD_BATCH_FORM, cardBatchForm } from './card-batch-form';

const today = '2026-12-07';
const valid = { name: '2027 春季检测卡', checkTypeId: '101', count: '20', faceValue: '', expireDate: '2027-06-30' };
const form = cardBatchForm(today);

describe('card batch form', () => {
  it('sends a complete form, the face value only when given', () => {
    expect(checkForm(form, valid)).toEqual({});
    expect(form.toBody(valid)).toEqual({ name: '2027 春季检测卡', checkTypeId: 101, count: 20, expireDate: '2027-06-30' });
    expect(form.toBody({ ...valid, faceValue: '49.9' }).faceValue).toBe(49.9);
    expect(form.toBody({ ...valid, faceValue: '0' }).faceValue).toBe(0);
  });

  it('names every wrong field in Chinese', () => {
    expect(checkForm(form, EMPTY_CARD_BATCH_FORM)).toEqual({
      name: CARD_BATCH_MESSAGES.nameRequired,
      checkTypeId: CARD_BATCH_MESSAGES.checkTypeRequired,
      count: CARD_BATCH_MESSAGES.countInvalid,
      expireDate: CARD_BATCH_MESSAGES.expireDateRequired,
    });
    // 30 is the contract's maxLength of the name (openapi.yaml).
    expect(checkForm(form, { ...valid, name: '卡'.repeat(31) }).name).toBe('批次名称不能超过 30 字');
    expect(checkForm(form, { ...valid, faceValue: '10000.01' }).faceValue).toBe(CARD_BATCH_MESSAGES.faceValueInvalid);
    expect(checkForm(form, { ...valid, faceValue: '-1' }).faceValue).toBe(CARD_BATCH_MESSAGES.faceValueInvalid);
    expect(checkForm(form, { ...valid, expireDate: '2026-12-06' }).expireDate).toBe(CARD_BATCH_MESSAGES.expireDateInvalid);
    expect(checkForm(form, { ...valid, expireDate: today })).toEqual({});
  });

  it('accepts exactly the whole counts 1–1000', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 1100 }).map(String), fc.string({ maxLength: 5 })), (count) => {
        const accepted = checkForm(form, { ...valid, count }).count === undefined;
        const n = Number(count.trim());
        return accepted === (/^\d+$/.test(count.trim()) && n >= 1 && n <= 1000);
      }),
    );
  });
});
