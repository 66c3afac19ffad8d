import { db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { bearerToken } from '../../lib/respond';
import type { Account } from './tables';

/**
 * The accounts and their sessions over the store: who logs in, who calls (the bearer token), and
 * what the centers ask of an account (its name, its sub-accounts).
 */

export function findAccount(predicate: (account: Account) => boolean): Account | undefined {
  return db.accounts.find(predicate);
}

export function childCountOf(account: Account): number {
  return db.accounts.filter((other) => other.parentId === account.id).length;
}

/** SMS log-in with a number nobody has used yet registers it, as the real portal does. */
export function registerIndividual(mobile: string): Account {
  const account: Account = {
    id: db.nextAccountId,
    userType: 'website',
    userName: mobile,
    nickName: `用户${mobile.slice(-4)}`,
    mobile,
    password: null,
    avatar: null,
    isAuth: 0,
    scholar: false,
    leftAmount: 0,
    createTime: formatDateTime(new Date()),
    roles: ['common'],
    mustResetPassword: false,
  };
  db.nextAccountId += 1;
  db.accounts.push(account);
  return account;
}

let tokenCounter = 0;

/** Tokens need to be unique, not reproducible: the clock keeps a reload from re-issuing one. */
export function issueToken(account: Account): string {
  tokenCounter += 1;
  const token = `mock-${account.id}-${Date.now().toString(36)}${tokenCounter.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  db.sessions.set(token, account.id);
  return token;
}

export function accountOfToken(token: string | undefined): Account | undefined {
  if (!token) return undefined;
  const id = db.sessions.get(token);
  return id === undefined ? undefined : findAccount((account) => account.id === id);
}

export function revokeToken(token: string | undefined): void {
  if (token) db.sessions.delete(token);
}

/** The account of the request's bearer token, or undefined (no token, or one that was revoked). */
export function accountOf(request: Request): Account | undefined {
  return accountOfToken(bearerToken(request));
}

export function accountName(accountId: number): string {
  return findAccount((account) => account.id === accountId)?.nickName ?? '已注销账号';
}

/** The accounts whose records an account sees: a main account its whole institution, others themselves. */
export function familyOf(account: Account): Set<number> {
  if (account.userType !== 'agent' || account.mainAccount !== 'Y') return new Set([account.id]);
  return new Set([account.id, ...db.accounts.filter((other) => other.parentId === account.id).map((other) => other.id)]);
}
