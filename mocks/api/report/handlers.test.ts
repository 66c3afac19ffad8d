import { describe, expect, it } from 'vitest';
import type { Report, ReportValidation } from '@/shared/api/generated/model';
import { callApi, envelopeOf } from '../../lib/test-client';
import { get, post } from '../../lib/test-kit';
import { DEMO_REPORT_FILE_ID } from '../file';

describe('content: reports', () => {
  it('queries a report by code (case-insensitive) and validates its verification code', async () => {
    const report = await get<Report>('queryReport', { code: 'bg2026110001' });
    expect(report).toMatchObject({ code: 'BG2026110001', status: '3', fileId: DEMO_REPORT_FILE_ID, similarity: 8.6 });
    expect(await envelopeOf(await callApi('queryReport', { query: { code: 'BG1999' } }))).toEqual({
      code: 500,
      msg: '报告不存在，请核对报告编号',
    });
    expect(await post<ReportValidation>('validateReport', { code: 'BG2026110002', verifyCode: 'K7M2Q9' })).toMatchObject({
      valid: true,
      report: { code: 'BG2026110002' },
    });
    expect(await post<ReportValidation>('validateReport', { code: 'BG2026110002', verifyCode: 'A1B2C3' })).toEqual({
      valid: false,
    });
  });
});
