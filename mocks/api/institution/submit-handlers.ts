import type { AgentCheckSubmission, CheckConfig, ServiceKind } from '@/shared/api/generated/model';
import { validatePatentNumber } from '@/shared/lib/patent-number';
import { commit, db } from '../../db/database';
import { onApi } from '../../lib/on-api';
import { round2 } from '../../lib/params';
import { MAINLAND_MOBILE, MOCK_MESSAGES, fail, okData, readJson, text } from '../../lib/respond';
import type { Account } from '../auth';
import { businessCode, checkConfigOf, length, nextCenterId, now, only, toServiceRecord, today, type StoredRecord } from '../center';
import { checkTypeNameOf } from '../check';
import { fileById } from '../file';
import { startReport } from '../report';
import { INSTITUTION_MESSAGES } from './messages';

function serviceExpired(account: Account): boolean {
  return !!account.expireDate && account.expireDate < today();
}

/** A new report and its record, 检测中 until CHECK_DURATION_MS has passed. */
function startCheck(
  account: Account,
  config: CheckConfig,
  service: ServiceKind,
  title: string,
  author: string,
  extra: Partial<StoredRecord> = {},
): StoredRecord {
  const createTime = now();
  const report = startReport({ title, author, checkTypeName: checkTypeNameOf(config), accountId: account.id, createTime });
  const record: StoredRecord = {
    id: nextCenterId(),
    code: report.code,
    reportCode: report.code,
    service,
    title,
    author,
    checkTypeId: config.id,
    checkTypeName: report.checkTypeName,
    status: '2',
    createTime,
    finishTime: null,
    fileId: null,
    similarity: null,
    amount: config.price ?? 0,
    channel: 'direct',
    promotionCode: null,
    customer: null,
    patentNo: null,
    accountId: account.id,
    remark: null,
    ...extra,
  };
  db.records.push(record);
  return record;
}

/** The institution center (tag `institution`): batch checks and patent services, paid from the remaining amount. */
export const institutionSubmitHandlers = [
  onApi(
    'submitAgentChecks',
    only('agent', async (account, { request }) => {
      if (serviceExpired(account)) return fail(500, INSTITUTION_MESSAGES.serviceExpired);
      const body = await readJson(request);
      const config = checkConfigOf(body.checkTypeId, ['check', 'aigc']);
      if (!config) return fail(500, INSTITUTION_MESSAGES.checkTypeMissing);
      const items = Array.isArray(body.items) ? (body.items as unknown[]) : [];
      if (items.length === 0) return fail(500, INSTITUTION_MESSAGES.itemsMissing);
      if (items.length > 20) return fail(500, INSTITUTION_MESSAGES.itemsTooMany);
      const parsed: Array<{ fileId: string; title: string; author: string }> = [];
      for (const [index, raw] of items.entries()) {
        const item = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
        const fileId = text(item, 'fileId');
        const title = text(item, 'title').trim();
        const author = text(item, 'author').trim();
        const problem = !fileById(fileId)
          ? INSTITUTION_MESSAGES.fileMissing
          : !title
            ? INSTITUTION_MESSAGES.titleMissing
            : length(title) > 200
              ? INSTITUTION_MESSAGES.titleLong
              : !author
                ? INSTITUTION_MESSAGES.authorMissing
                : length(author) > 50
                  ? INSTITUTION_MESSAGES.authorLong
                  : undefined;
        if (problem) return fail(500, items.length > 1 ? INSTITUTION_MESSAGES.itemProblem(index + 1, problem) : problem);
        parsed.push({ fileId, title, author });
      }
      const payAmount = round2((config.price ?? 0) * parsed.length);
      if (account.leftAmount < payAmount) return fail(500, INSTITUTION_MESSAGES.balance(payAmount, account.leftAmount));
      account.leftAmount = round2(account.leftAmount - payAmount);
      const service: ServiceKind = config.type === 'aigc' ? 'aigc' : 'check';
      const records = parsed.map((item) => startCheck(account, config, service, item.title, item.author));
      commit();
      return okData<AgentCheckSubmission>({ records: records.map(toServiceRecord), payAmount, leftAmount: account.leftAmount });
    }),
  ),

  onApi(
    'submitAgentPatent',
    only('agent', async (account, { request }) => {
      if (serviceExpired(account)) return fail(500, INSTITUTION_MESSAGES.serviceExpired);
      const body = await readJson(request);
      const config = checkConfigOf(body.checkTypeId, ['patent', 'patentCheck']);
      if (!config) return fail(500, INSTITUTION_MESSAGES.patentTypeMissing);
      const evaluation = config.type === 'patent';
      const patentNo = text(body, 'patentNo').trim();
      const patentName = text(body, 'patentName').trim();
      const owner = text(body, 'owner').trim();
      const fileId = text(body, 'fileId');
      const contactName = text(body, 'contactName').trim();
      const contactMobile = text(body, 'contactMobile').trim();
      const remark = text(body, 'remark').trim();
      if (evaluation || patentNo) {
        const verdict = validatePatentNumber(patentNo);
        if (!verdict.valid) return fail(500, verdict.reason ?? MOCK_MESSAGES.paramMissing('patentNo'));
      }
      const problem = !patentName
        ? INSTITUTION_MESSAGES.patentNameMissing
        : length(patentName) > 200
          ? INSTITUTION_MESSAGES.patentNameLong
          : !owner
            ? INSTITUTION_MESSAGES.ownerMissing
            : length(owner) > 100
              ? INSTITUTION_MESSAGES.ownerLong
              : !evaluation && !fileById(fileId)
                ? INSTITUTION_MESSAGES.patentFileMissing
                : length(contactName) > 30
                  ? INSTITUTION_MESSAGES.contactNameLong
                  : contactMobile && !MAINLAND_MOBILE.test(contactMobile)
                    ? MOCK_MESSAGES.badMobile
                    : length(remark) > 500
                      ? INSTITUTION_MESSAGES.remarkLong
                      : undefined;
      if (problem) return fail(500, problem);
      const price = config.price ?? 0;
      if (account.leftAmount < price) return fail(500, INSTITUTION_MESSAGES.balance(price, account.leftAmount));
      account.leftAmount = round2(account.leftAmount - price);
      let record: StoredRecord;
      if (evaluation) {
        const id = nextCenterId();
        const createTime = now();
        record = {
          id,
          code: businessCode('PG', createTime, id),
          service: 'patent',
          title: patentName,
          author: owner,
          checkTypeId: config.id,
          checkTypeName: checkTypeNameOf(config),
          status: '0',
          createTime,
          finishTime: null,
          fileId: null,
          similarity: null,
          amount: price,
          channel: 'direct',
          promotionCode: null,
          customer: null,
          patentNo,
          accountId: account.id,
          remark: remark || null,
        };
        db.records.push(record);
      } else {
        record = startCheck(account, config, 'patentCheck', patentName, owner, { patentNo: patentNo || null, remark: remark || null });
      }
      commit();
      return okData(toServiceRecord(record));
    }),
  ),
];
