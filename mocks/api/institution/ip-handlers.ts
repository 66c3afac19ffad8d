import type { IpRule } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { pageOf, pagingOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { searchOf } from '../../lib/params';
import { fail, notFound, ok, okData, readJson, text } from '../../lib/respond';
import { idOf, length, nextCenterId, now, only } from '../center';
import { formatIpv4, ipRangeOf, rangesOverlap } from './ip-rules';
import { INSTITUTION_MESSAGES } from './messages';

const IP_RULE_MAX = 50;

function toIpRule({ accountId: _accountId, ...rule }: (typeof db.ipRules)[number]): IpRule {
  return rule;
}

function ipNumber(address: string): number {
  const range = ipRangeOf({ startIp: address });
  return typeof range === 'string' ? Number.NaN : range.start;
}

/** The institution center (tag `institution`): the main account's IP rules. */
export const institutionIpHandlers = [
  onApi(
    'listIpRules',
    only('agentLord', (account, { request }) => {
      const rows = db.ipRules
        .filter((rule) => rule.accountId === account.id)
        .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id)
        .map(toIpRule);
      return okData(pageOf(rows, pagingOf(searchOf(request))));
    }),
  ),

  onApi(
    'createIpRule',
    only('agentLord', async (account, { request }) => {
      const body = await readJson(request);
      const range = ipRangeOf({ startIp: text(body, 'startIp'), endIp: text(body, 'endIp'), cidr: text(body, 'cidr') });
      if (typeof range === 'string') return fail(500, range);
      const remark = text(body, 'remark').trim();
      if (length(remark) > 50) return fail(500, INSTITUTION_MESSAGES.ipRemarkLong);
      const rules = db.ipRules.filter((rule) => rule.accountId === account.id);
      if (rules.length >= IP_RULE_MAX) return fail(500, INSTITUTION_MESSAGES.ipTooMany);
      for (const rule of rules) {
        const other = { start: ipNumber(rule.startIp), end: ipNumber(rule.endIp) };
        if (rangesOverlap(range, other))
          return fail(500, INSTITUTION_MESSAGES.ipOverlap(rule.remark || rule.cidr || `${rule.startIp}–${rule.endIp}`));
      }
      const rule = {
        id: nextCenterId(),
        accountId: account.id,
        startIp: formatIpv4(range.start),
        endIp: formatIpv4(range.end),
        cidr: range.cidr,
        remark,
        createTime: now(),
        createBy: account.userName,
      };
      db.ipRules.push(rule);
      commit();
      return okData(toIpRule(rule));
    }),
  ),

  onApi(
    'deleteIpRule',
    only('agentLord', (account, { params }) => {
      const id = idOf(params.id);
      const before = db.ipRules.length;
      db.ipRules = db.ipRules.filter((rule) => !(rule.id === id && rule.accountId === account.id));
      if (db.ipRules.length === before) return notFound(INSTITUTION_MESSAGES.ipRuleMissing);
      commit();
      return ok();
    }),
  ),
];
