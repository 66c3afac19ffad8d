import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_BATCH_MESSAGES, checkCardBatchForm } from './card-batch-form';

const today = '2026-12-07';
const valid = { name: '2027 春季检测卡', checkTypeId: '101', count: '20', faceValue: '', expireDate: '2027-06-30' };

describe('card batch form', () => {
  it('sends a complete form, the face value only when given', () => {
    expect(checkCardBatchForm(valid, today)).toEqual({
      errors: {},
      request: { name: '2027 春季检测卡', checkTypeId: 101, count: 20, expireDate: '2027-06-30' },
    });
    expect(checkCardBatchForm({ ...valid, faceValue: '49.9' }, today).request?.faceValue).toBe(49.9);
    expect(checkCardBatchForm({ ...valid, faceValue: '0' }, today).request?.faceValue).toBe(0);
  });

  it('names every wrong field in Chinese', () => {
    expect(checkCardBatchForm({ name: '', checkTypeId: '', count: '', faceValue: '', expireDate: '' }, today).errors).toEqual({
      name: CARD_BATCH_MESSAGES.nameRequired,
      checkTypeId: CARD_BATCH_MESSAGES.checkTypeRequired,
      count: CARD_BATCH_MESSAGES.countInvalid,
      expireDate: CARD_BATCH_MESSAGES.expireDateRequired,
    });
    expect(checkCardBatchForm({ ...valid, name: '卡'.repeat(31) }, today).errors.name).toBe(CARD_BATCH_MESSAGES.nameLong);
    expect(checkCardBatchForm({ ...valid, faceValue: '10000.01' }, today).errors.faceValue).toBe(CARD_BATCH_MESSAGES.faceValueInvalid);
    expect(checkCardBatchForm({ ...valid, faceValue: '-1' }, today).errors.faceValue).toBe(CARD_BATCH_MESSAGES.faceValueInvalid);
    expect(checkCardBatchForm({ ...valid, expireDate: '2026-12-06' }, today).errors.expireDate).toBe(CARD_BATCH_MESSAGES.expireDateInvalid);
    expect(checkCardBatchForm({ ...valid, expireDate: today }, today).errors).toEqual({});
  });

  it('accepts exactly the whole counts 1–1000', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 1100 }).map(String), fc.string({ maxLength: 5 })), (count) => {
        const accepted = checkCardBatchForm({ ...valid, count }, today).errors.count === undefined;
        const n = Number(count.trim());
        return accepted === (/^\d+$/.test(count.trim()) && n >= 1 && n <= 1000);
      }),
    );
  });
});
