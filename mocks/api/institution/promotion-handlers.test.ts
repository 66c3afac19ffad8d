import { describe, expect, it } from 'vitest';
import type { PromotionCodeItem, PromotionCodePage, PromotionValidation, SubmitCheck } from '@/shared/api/generated/model';
import { callApi, dataOf } from '../../lib/test-client';
import { SEEDED_IDS } from '../auth';
import { allRecords, attempt, get, individual, mainAgent, send, upload } from '../center/test-kit';

describe('center: promotion codes', () => {
  it('creates a code that the public promotion page accepts and that records promoted checks', async () => {
    const main = await mainAgent();
    const created = await send<PromotionCodeItem>('createPromotionCode', main, {
      name: '开学季',
      checkTypeId: 201,
      discount: 0.6,
      validUntil: '2027-09-30',
      code: 'jcnew2027',
    });
    expect(created).toMatchObject({ code: 'JCNEW2027', service: 'aigc', status: 'enabled', useCount: 0, link: '/aigc/check/JCNEW2027' });
    expect(
      (
        await attempt('createPromotionCode', main, {
          name: '重复',
          checkTypeId: 201,
          discount: 0.6,
          validUntil: '2027-09-30',
          code: 'JCNEW2027',
        })
      ).msg,
    ).toBe('推广码已存在');
    expect(
      (await attempt('createPromotionCode', main, { name: '折扣', checkTypeId: 201, discount: 0.055, validUntil: '2027-09-30' })).msg,
    ).toBe('折扣须在 0.1–1 之间，最多两位小数');
    const generated = await send<PromotionCodeItem>('createPromotionCode', main, {
      name: '自动生成',
      checkTypeId: 101,
      discount: 0.9,
      validUntil: '2027-01-31',
    });
    expect(generated.code).toMatch(/^JC[A-Z0-9]{6}$/);
    expect(generated.link).toBe(`/promotion/check/${generated.code}`);

    const verdict = await dataOf<PromotionValidation>(
      await callApi('validatePromotionCode', { query: { code: 'JCNEW2027', type: 'aigc' } }),
    );
    expect(verdict).toMatchObject({ valid: true, discount: 0.6 });
    const person = await individual();
    const file = await upload('论文.docx');
    const bought = await send<SubmitCheck>('submitCheck', person, {
      fileId: file.id,
      checkTypeId: 201,
      title: '推广检测',
      author: '张晓明',
      promotionCode: 'JCNEW2027',
    });
    expect(bought.payAmount).toBe(18);
    const [promoted] = await allRecords('listAgentRecords', main, { channel: 'promotion', keyword: bought.reportCode });
    expect(promoted).toMatchObject({ promotionCode: 'JCNEW2027', customer: '138****8000', amount: 18, accountId: SEEDED_IDS.agentMain });
    const listed = await get<PromotionCodePage>('listPromotionCodes', main, { keyword: 'JCNEW2027' });
    expect(listed.rows[0]).toMatchObject({ useCount: 1, totalAmount: 18 });

    await send(['updatePromotionCodeStatus', { id: `${created.id}` }], main, { status: 'disabled' });
    const disabled = await dataOf<PromotionValidation>(await callApi('validatePromotionCode', { query: { code: 'JCNEW2027' } }));
    expect(disabled).toEqual({ valid: false, discount: 1, message: '推广码已停用' });
  });

  it('lists the seeded codes by status; an expired code cannot be enabled', async () => {
    const main = await mainAgent();
    const expired = await get<PromotionCodePage>('listPromotionCodes', main, { status: 'expired' });
    expect(expired.rows.map((row) => row.code).sort()).toEqual(['JCAIGCPRO', 'JCBK2025']);
    expect((await get<PromotionCodePage>('listPromotionCodes', main, { status: 'disabled' })).rows.map((row) => row.code)).toEqual([
      'JCQK2026',
    ]);
    const id = expired.rows[0]?.id;
    expect((await attempt(['updatePromotionCodeStatus', { id: `${id}` }], main, { status: 'enabled' })).msg).toBe('推广码已过期，不能启用');
  });
});
