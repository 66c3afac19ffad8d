import type { Report, ReportValidation } from '@/shared/api/generated/model';
import { onApi } from '../../lib/on-api';
import { searchOf } from '../../lib/params';
import { MOCK_MESSAGES, fail, okData, readJson, text } from '../../lib/respond';
import { reportByCode, settleReport } from './progress';
import type { StoredReport } from './tables';

const REPORT_NOT_FOUND = '报告不存在，请核对报告编号';

function toReport(report: StoredReport): Report {
  settleReport(report);
  const { verifyCode: _v, accountId: _a, readyAt: _r, ...shown } = report;
  return shown;
}

/** Reports (tag `report`): query by code and validate the verification code. */
export const handlers = [
  onApi('queryReport', ({ request }) => {
    const code = searchOf(request).get('code')?.trim();
    if (!code) return fail(500, MOCK_MESSAGES.paramMissing('code'));
    const report = reportByCode(code);
    return report ? okData(toReport(report)) : fail(500, REPORT_NOT_FOUND);
  }),

  onApi('validateReport', async ({ request }) => {
    const body = await readJson(request);
    const code = text(body, 'code').trim();
    const verifyCode = text(body, 'verifyCode').trim();
    if (!code) return fail(500, MOCK_MESSAGES.paramMissing('code'));
    if (!verifyCode) return fail(500, MOCK_MESSAGES.paramMissing('verifyCode'));
    const report = reportByCode(code);
    const valid = report !== undefined && report.verifyCode === verifyCode.toUpperCase();
    return okData<ReportValidation>(valid && report ? { valid, report: toReport(report) } : { valid: false });
  }),
];
