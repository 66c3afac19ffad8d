import type { SubAccount, SubAccountPassword } from '@/shared/api/generated/model';
import { passwordProblem } from '@/shared/lib/form';
import { commit, db } from '../../db/database';
import { includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { oneOf, round2, searchOf } from '../../lib/params';
import { MAINLAND_MOBILE, MOCK_MESSAGES, fail, notFound, okData, readJson, text } from '../../lib/respond';
import { findAccount, type Account } from '../auth';
import { CENTER_MESSAGES, idOf, length, now, numberOf, only, randomFrom } from '../center';
import { INSTITUTION_MESSAGES } from './messages';

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

function subAccountsOf(main: Account): Account[] {
  return db.accounts.filter((account) => account.parentId === main.id);
}

function toSubAccount(account: Account): SubAccount {
  const records = db.records.filter((record) => record.accountId === account.id);
  const latest = records.reduce<string | null>((max, record) => (max === null || record.createTime > max ? record.createTime : max), null);
  return {
    id: account.id,
    username: account.userName,
    nickName: account.nickName,
    mobile: account.mobile,
    status: account.status ?? '0',
    leftAmount: account.leftAmount,
    checkCount: records.length,
    createTime: account.createTime,
    // Seeded accounts have not logged in during this session: their last activity stands in.
    lastLoginTime: account.lastLoginTime ?? latest,
  };
}

function subAccountOf(main: Account, raw: unknown): Account | undefined {
  const id = idOf(raw);
  return subAccountsOf(main).find((account) => account.id === id);
}

/** Nickname and mobile of the create and edit forms; a message when one is wrong. */
function subAccountFieldsProblem(nickName: string, mobile: string): string | undefined {
  if (!nickName) return CENTER_MESSAGES.nickNameMissing;
  if (length(nickName) > 30) return CENTER_MESSAGES.nickNameLong;
  if (!MAINLAND_MOBILE.test(mobile)) return MOCK_MESSAGES.badMobile;
  return undefined;
}

function revokeSessionsOf(account: Account): void {
  for (const [token, id] of db.sessions) if (id === account.id) db.sessions.delete(token);
}

/** The institution center (tag `institution`): the main account's sub-accounts. */
export const institutionSubAccountHandlers = [
  onApi(
    'listSubAccounts',
    only('agentLord', (account, { request }) => {
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const status = oneOf(['0', '1'] as const, params.get('status'));
      const rows = subAccountsOf(account)
        .filter(
          (sub) =>
            (!status || (sub.status ?? '0') === status) &&
            terms.every((term) => [sub.userName, sub.nickName, sub.mobile].some((value) => includesText(value, term))),
        )
        .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id)
        .map(toSubAccount);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  onApi(
    'createSubAccount',
    only('agentLord', async (account, { request }) => {
      const body = await readJson(request);
      const username = text(body, 'username').trim();
      const nickName = text(body, 'nickName').trim();
      const mobile = text(body, 'mobile').trim();
      const password = text(body, 'password');
      const quota = numberOf(body.quota);
      if (!USERNAME.test(username)) return fail(500, INSTITUTION_MESSAGES.usernameInvalid);
      if (findAccount((other) => other.userType === 'agent' && other.userName.toLowerCase() === username.toLowerCase())) {
        return fail(500, INSTITUTION_MESSAGES.usernameTaken);
      }
      const problem = subAccountFieldsProblem(nickName, mobile) ?? passwordProblem(password);
      if (problem) return fail(500, problem);
      if (quota === undefined || quota < 0) return fail(500, INSTITUTION_MESSAGES.quotaInvalid);
      if (quota > account.leftAmount) return fail(500, INSTITUTION_MESSAGES.quotaTooHigh(account.leftAmount));
      const sub: Account = {
        id: db.nextAccountId,
        userType: 'agent',
        userName: username,
        nickName,
        mobile,
        password,
        avatar: null,
        isAuth: 2,
        scholar: false,
        leftAmount: round2(quota),
        createTime: now(),
        roles: ['agentChild'],
        mainAccount: 'N',
        parentId: account.id,
        expireDate: account.expireDate ?? null,
        mustResetPassword: false,
        status: '0',
      };
      db.nextAccountId += 1;
      db.accounts.push(sub);
      account.leftAmount = round2(account.leftAmount - quota);
      commit();
      return okData(toSubAccount(sub));
    }),
  ),

  onApi(
    'updateSubAccount',
    only('agentLord', async (account, { request, params }) => {
      const sub = subAccountOf(account, params.id);
      if (!sub) return notFound(INSTITUTION_MESSAGES.subAccountMissing);
      const body = await readJson(request);
      const nickName = text(body, 'nickName').trim();
      const mobile = text(body, 'mobile').trim();
      const quota = numberOf(body.quota);
      const problem = subAccountFieldsProblem(nickName, mobile);
      if (problem) return fail(500, problem);
      if (quota === undefined || quota < 0) return fail(500, INSTITUTION_MESSAGES.quotaInvalid);
      const delta = round2(quota - sub.leftAmount);
      if (delta > account.leftAmount) return fail(500, INSTITUTION_MESSAGES.quotaTooHigh(round2(account.leftAmount + sub.leftAmount)));
      account.leftAmount = round2(account.leftAmount - delta);
      sub.leftAmount = round2(quota);
      sub.nickName = nickName;
      sub.mobile = mobile;
      commit();
      return okData(toSubAccount(sub));
    }),
  ),

  onApi(
    'updateSubAccountStatus',
    only('agentLord', async (account, { request, params }) => {
      const sub = subAccountOf(account, params.id);
      if (!sub) return notFound(INSTITUTION_MESSAGES.subAccountMissing);
      const status = oneOf(['0', '1'] as const, (await readJson(request)).status);
      if (!status) return fail(500, INSTITUTION_MESSAGES.statusInvalid);
      sub.status = status;
      if (status === '1') revokeSessionsOf(sub);
      commit();
      return okData(toSubAccount(sub));
    }),
  ),

  onApi(
    'resetSubAccountPassword',
    only('agentLord', async (account, { request, params }) => {
      const sub = subAccountOf(account, params.id);
      if (!sub) return notFound(INSTITUTION_MESSAGES.subAccountMissing);
      const given = text(await readJson(request), 'password');
      if (given) {
        const problem = passwordProblem(given);
        if (problem) return fail(500, problem);
      }
      // Letters and digits only, so it is easy to read out; it always meets the password rules.
      const password = given || `Jc${randomFrom('23456789', 4)}${randomFrom('abcdefghjkmnpqrstuvwxyz', 4)}`;
      sub.password = password;
      sub.mustResetPassword = true;
      commit();
      return okData<SubAccountPassword>(given ? { generated: false } : { generated: true, password });
    }),
  ),
];
