import type { AgentActivity, AgentSummary, CheckStatistics, PromotionStatistics } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { addDays, daysBetween, isValidDay } from '../../lib/date-time';
import { dayParam, inDayRange } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { oneOf, searchOf } from '../../lib/params';
import { MOCK_MESSAGES, csvResponse, fail, okData } from '../../lib/respond';
import type { Whole } from '../../lib/whole';
import { accountName, childCountOf, familyOf, type Account } from '../auth';
import {
  SERVICE_KINDS,
  SERVICE_STATUSES,
  dictLabel,
  numberOf,
  only,
  recordPage,
  recordsCsv,
  recordsFileName,
  recordsOf,
  scopedRecords,
  today,
  type StoredRecord,
} from '../center';
import { INSTITUTION_MESSAGES } from './messages';
import { statsByAccount, statsByCheckType, statsByCode, statsByDay, totals } from './statistics';

/** The accounts an institution account asks about: its family, narrowed by `accountId` for a main account. */
function agentScope(account: Account, params: URLSearchParams): Set<number> {
  const family = familyOf(account);
  const wanted = numberOf(params.get('accountId'));
  if (account.mainAccount !== 'Y' || wanted === undefined) return family;
  return family.has(wanted) ? new Set([wanted]) : new Set();
}

const STATS_DEFAULT_DAYS = 30;
const STATS_MAX_DAYS = 366;

interface DayRange {
  begin: string;
  end: string;
}

/** The statistics' range: both days given, one of them, or the last 30 days up to today. */
function statsRange(params: URLSearchParams): DayRange | string {
  const beginParam = dayParam(params.get('beginTime'));
  const endParam = dayParam(params.get('endTime'));
  const end = endParam ?? (beginParam && beginParam > today() ? beginParam : today());
  const begin = beginParam ?? addDays(end, -(STATS_DEFAULT_DAYS - 1));
  if (!isValidDay(begin) || !isValidDay(end)) return MOCK_MESSAGES.paramMissing('beginTime');
  if (begin > end) return INSTITUTION_MESSAGES.rangeOrder;
  if (daysBetween(begin, end) > STATS_MAX_DAYS) return INSTITUTION_MESSAGES.rangeLong;
  return { begin, end };
}

function activitiesOf(account: Account, records: readonly StoredRecord[]): Whole<AgentActivity, 'service'>[] {
  const events: Whole<AgentActivity, 'service'>[] = [];
  for (const record of records) {
    const name = accountName(record.accountId);
    events.push({
      id: `submit-${record.id}`,
      time: record.createTime,
      accountName: name,
      content:
        record.channel === 'promotion'
          ? `推广码 ${record.promotionCode ?? ''} 售出${record.checkTypeName}一次（客户 ${record.customer ?? ''}）`
          : `提交了${record.checkTypeName}《${record.title}》`,
      service: record.service,
      code: record.code,
    });
    const statuses = SERVICE_STATUSES[record.service];
    if (record.finishTime && (record.status === statuses.finished || statuses.failed.includes(record.status))) {
      events.push({
        id: `finish-${record.id}`,
        time: record.finishTime,
        accountName: name,
        content: `《${record.title}》${dictLabel(statuses.dictType, record.status)}`,
        service: record.service,
        code: record.code,
      });
    }
  }
  if (account.mainAccount === 'Y') {
    for (const sub of db.accounts.filter((other) => other.parentId === account.id)) {
      events.push({
        id: `account-${sub.id}`,
        time: sub.createTime,
        accountName: account.nickName,
        content: `新建子账号「${sub.nickName}」（${sub.userName}）`,
        code: null,
      });
    }
  }
  return events.sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id)).slice(0, 10);
}

/** The institution center (tag `institution`): home page, statistics and service records. */
export const institutionHomeHandlers = [
  onApi(
    'getAgentSummary',
    only('agent', (account) => {
      const records = scopedRecords(familyOf(account));
      const day = today();
      const month = day.slice(0, 7);
      const todayRows = records.filter((record) => record.createTime.startsWith(day));
      const monthRows = records.filter((record) => record.createTime.startsWith(month));
      return okData<AgentSummary>({
        nickName: account.nickName,
        mainAccount: account.mainAccount ?? 'N',
        leftAmount: account.leftAmount,
        expireDate: account.expireDate ?? null,
        childCount: account.mainAccount === 'Y' ? childCountOf(account) : 0,
        todayCount: todayRows.length,
        todayAmount: totals(todayRows).totalAmount,
        monthCount: monthRows.length,
        monthAmount: totals(monthRows).totalAmount,
        totalCount: records.length,
        recentActivities: activitiesOf(account, records),
      });
    }),
  ),

  onApi(
    'getAgentCheckStatistics',
    only('agent', (account, { request }) => {
      const params = searchOf(request);
      const range = statsRange(params);
      if (typeof range === 'string') return fail(500, range);
      const service = oneOf(SERVICE_KINDS, params.get('service'));
      const rows = scopedRecords(agentScope(account, params)).filter(
        (record) =>
          record.channel === 'direct' && (!service || record.service === service) && inDayRange(record.createTime, range.begin, range.end),
      );
      return okData<CheckStatistics>({
        beginTime: range.begin,
        endTime: range.end,
        ...totals(rows),
        byDay: statsByDay(rows, range.begin, range.end),
        byCheckType: statsByCheckType(rows),
        byAccount: statsByAccount(rows, accountName),
      });
    }),
  ),

  onApi(
    'getAgentPromotionStatistics',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const range = statsRange(params);
      if (typeof range === 'string') return fail(500, range);
      const service = oneOf(SERVICE_KINDS, params.get('service'));
      const rows = scopedRecords(new Set([account.id])).filter(
        (record) =>
          record.channel === 'promotion' &&
          (!service || record.service === service) &&
          inDayRange(record.createTime, range.begin, range.end),
      );
      const names = new Map(
        db.promotions.filter((promotion) => promotion.accountId === account.id).map((promotion) => [promotion.code, promotion.name]),
      );
      return okData<PromotionStatistics>({
        beginTime: range.begin,
        endTime: range.end,
        ...totals(rows),
        byDay: statsByDay(rows, range.begin, range.end),
        byCode: statsByCode(rows, (code) => names.get(code) ?? code),
      });
    }),
  ),

  onApi(
    'listAgentRecords',
    only('agent', (account, { request }) => {
      const params = searchOf(request);
      return okData(recordPage(params, agentScope(account, params), true));
    }),
  ),

  onApi(
    'exportAgentRecords',
    only('agent', (account, { request }) => {
      const params = searchOf(request);
      return csvResponse(recordsFileName(params), recordsCsv(recordsOf(params, agentScope(account, params), true), true));
    }),
  ),
];
