import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkForm } from '@/shared/lib/form';
import { EMPTY_PROMOTION_FORM, PROMOTION_MESSAGES, discountOf, promotionForm } from './promotion-form';

const today = '2026-12-07';
const valid = { name: '研究生院通知', checkTypeId: '102', discount: '0.85', validUntil: '2027-06-30', code: '' };
const form = promotionForm(today);

describe('promotion code form', () => {
  it('sends a complete form, the own code in capitals only when given', () => {
    expect(checkForm(form, valid)).toEqual({});
    expect(form.toBody(valid)).toEqual({ name: '研究生院通知', checkTypeId: 102, discount: 0.85, validUntil: '2027-06-30' });
    expect(form.toBody({ ...valid, code: ' jcyj2027 ' }).code).toBe('JCYJ2027');
  });

  it('names every wrong field in Chinese', () => {
    expect(checkForm(form, EMPTY_PROMOTION_FORM)).toEqual({
      name: PROMOTION_MESSAGES.nameRequired,
      checkTypeId: PROMOTION_MESSAGES.checkTypeRequired,
      discount: PROMOTION_MESSAGES.discountInvalid,
      validUntil: PROMOTION_MESSAGES.validUntilRequired,
    });
    expect(checkForm(form, { ...valid, code: 'AB-1' }).code).toBe(PROMOTION_MESSAGES.codeInvalid);
    expect(checkForm(form, { ...valid, validUntil: '2026-12-06' }).validUntil).toBe(PROMOTION_MESSAGES.validUntilInvalid);
  });

  it('accepts exactly the discounts 0.10–1.00 in hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2);
        return (discountOf(text) !== undefined) === (hundredths >= 10 && hundredths <= 100);
      }),
    );
    for (const bad of ['0.855', '8.5', '85', '1.5', '-0.5', '.8', '0.05']) expect(discountOf(bad)).toBeUndefined();
    expect(discountOf('1')).toBe(1);
    expect(discountOf('0.8')).toBe(0.8);
  });
});
