import type { SubmitCheck } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { onApi } from '../../lib/on-api';
import { idOf, round2, searchOf } from '../../lib/params';
import { MOCK_MESSAGES, fail, okData, readJson, text, unauthorized } from '../../lib/respond';
import { accountOf } from '../auth';
import { fileById } from '../file';
import { startReport } from '../report';
import { checkConfigsOfType } from './configs';
import { CHECK_MESSAGES } from './messages';
import { promotionVerdict } from './promotion';
import { recordCheckSubmission } from './records';
import { checkTypeNameOf } from './tables';

/** Checks on the portal (tag `check`): the check types, a check submission and the promotion code's validation. */
export const handlers = [
  onApi('getCheckConfig', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    if (!type) return fail(500, MOCK_MESSAGES.paramMissing('type'));
    return okData(checkConfigsOfType(type));
  }),

  onApi('submitCheck', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    const body = await readJson(request);
    const title = text(body, 'title').trim();
    const author = text(body, 'author').trim();
    if (!fileById(text(body, 'fileId'))) return fail(500, CHECK_MESSAGES.fileMissing);
    // patentCheck too: /patentCheck is the individual user's submission of a patent document.
    const config = db.checkConfigs.find(
      (candidate) => candidate.id === idOf(body.checkTypeId) && ['check', 'aigc', 'patentCheck'].includes(candidate.type),
    );
    if (!config) return fail(500, CHECK_MESSAGES.checkType);
    if (!title) return fail(500, CHECK_MESSAGES.titleMissing);
    if (Array.from(title).length > 200) return fail(500, CHECK_MESSAGES.titleLong);
    if (!author) return fail(500, CHECK_MESSAGES.authorMissing);
    if (Array.from(author).length > 50) return fail(500, CHECK_MESSAGES.authorLong);
    let discount = 1;
    const promotionCode = text(body, 'promotionCode').trim();
    if (promotionCode) {
      const { verdict } = promotionVerdict(promotionCode, config.type);
      if (!verdict.valid) return fail(500, verdict.message ?? CHECK_MESSAGES.promotionUnknown);
      discount = verdict.discount;
    }
    const report = startReport({
      title,
      author,
      checkTypeName: checkTypeNameOf(config),
      accountId: account.id,
      createTime: formatDateTime(new Date()),
    });
    const payAmount = round2((config.price ?? 0) * discount);
    // The user center lists it (and the institution whose promotion code was used).
    recordCheckSubmission(account, report, config, payAmount, promotionCode);
    commit();
    return okData<SubmitCheck>({ reportCode: report.code, verifyCode: report.verifyCode, payAmount });
  }),

  onApi('validatePromotionCode', ({ request }) => {
    const params = searchOf(request);
    const code = params.get('code')?.trim();
    if (!code) return fail(500, MOCK_MESSAGES.paramMissing('code'));
    return okData(promotionVerdict(code, params.get('type')).verdict);
  }),
];
