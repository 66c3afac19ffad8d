import { describe, expect, it } from 'vitest';
import type { PromotionValidation, Report, ReportValidation, SubmitCheck } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { callApi, envelopeOf } from '../../lib/test-client';
import { get, post } from '../../lib/test-kit';
import { smsLogin } from '../auth/test-kit';
import { DEMO_REPORT_FILE_ID } from '../file';

describe('content: checks and promotion codes', () => {
  it('validates promotion codes: valid, expired, unknown, other service', async () => {
    const check = (code: string, type?: string) => get<PromotionValidation>('validatePromotionCode', { code, ...(type ? { type } : {}) });
    expect(await check('tg2026', 'check')).toMatchObject({ valid: true, discount: 0.8, checkType: { id: 101 } });
    expect(await check('TG2025')).toEqual({ valid: false, discount: 1, message: '推广码已过期' });
    expect(await check('NOPE')).toEqual({ valid: false, discount: 1, message: '推广码不存在' });
    expect(await check('TG2026', 'aigc')).toEqual({ valid: false, discount: 1, message: '该推广码不适用于当前服务' });
  });

  it('turns a check submission into a report that is queryable and finishes', async () => {
    const { token } = await smsLogin();
    const submitted = await post<SubmitCheck>(
      'submitCheck',
      { fileId: DEMO_REPORT_FILE_ID, checkTypeId: 201, promotionCode: 'AIGC2026', title: '生成式人工智能与学术写作', author: '张晓明' },
      token,
    );
    expect(submitted.reportCode).toMatch(/^BG\d{10}$/);
    expect(submitted.payAmount).toBe(15);
    const running = await get<Report>('queryReport', { code: submitted.reportCode });
    expect(running).toMatchObject({ status: '2', fileId: null, similarity: null, checkTypeName: 'AIGC 生成内容检测' });
    const stored = db.reports.find((r) => r.code === submitted.reportCode);
    if (stored) stored.readyAt = 0;
    const done = await get<Report>('queryReport', { code: submitted.reportCode });
    expect(done.status).toBe('3');
    expect((await callApi('downloadV2', { query: { fileId: done.fileId ?? '' } })).status).toBe(200);
    expect(await post<ReportValidation>('validateReport', { code: submitted.reportCode, verifyCode: submitted.verifyCode })).toMatchObject({
      valid: true,
    });
  });

  it('refuses a submission without a file, or with a promotion code of another service', async () => {
    const { token } = await smsLogin();
    const submit = async (json: Record<string, unknown>) =>
      envelopeOf(
        await callApi('submitCheck', {
          token,
          json: { fileId: DEMO_REPORT_FILE_ID, checkTypeId: 101, title: '题目', author: '作者', ...json },
        }),
      );
    expect(await submit({ fileId: 'missing' })).toEqual({ code: 500, msg: '请先上传待检测的文档' });
    expect(await submit({ promotionCode: 'AIGC2026' })).toEqual({ code: 500, msg: '该推广码不适用于当前服务' });
    expect((await envelopeOf(await callApi('submitCheck', { json: {} }))).code).toBe(401);
  });
});
