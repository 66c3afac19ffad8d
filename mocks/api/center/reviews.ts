import { commit, db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { Account } from '../auth';
import { settleScholarReview } from '../scholar';

/**
 * Applications whose review time is up are approved (the mock's stand-in for a reviewer): the
 * real-name application here, the scholar application in tag scholar. Called wherever an account
 * is read for a request: getInfo and the centers' access check.
 */
export function settleReviews(account: Account, now: number = Date.now()): void {
  const realName = settleRealNameReview(account, now);
  const scholar = settleScholarReview(account, now);
  if (realName || scholar) commit();
}

function settleRealNameReview(account: Account, now: number): boolean {
  let changed = false;
  for (const auth of db.realNameAuths) {
    if (auth.accountId !== account.id || auth.status !== 1 || auth.reviewAt === undefined || auth.reviewAt > now) continue;
    auth.status = 2;
    auth.auditTime = formatDateTime(new Date(auth.reviewAt));
    account.isAuth = 2;
    changed = true;
  }
  return changed;
}
