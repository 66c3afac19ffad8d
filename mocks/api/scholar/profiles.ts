import { db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { Account } from '../auth';
import { SCHOLAR_EXPERT_ID, type StoredScholarProfile } from './tables';

/** The scholar's own profile (also the scholar's entry in the expert directory), and the review that makes one. */

export function scholarProfileOf(accountId: number): StoredScholarProfile | undefined {
  return db.scholarProfiles.find((profile) => profile.accountId === accountId);
}

/**
 * A scholar application whose review time is up is approved (the mock's stand-in for a reviewer):
 * the account becomes a scholar with a profile, and so an entry of the directory. True when one was.
 */
export function settleScholarReview(account: Account, now: number = Date.now()): boolean {
  let changed = false;
  for (const auth of db.scholarAuths) {
    if (auth.accountId !== account.id || auth.status !== 1 || auth.reviewAt === undefined || auth.reviewAt > now) continue;
    auth.status = 2;
    auth.auditTime = formatDateTime(new Date(auth.reviewAt));
    account.scholar = true;
    if (!scholarProfileOf(account.id)) {
      const expertId = Math.max(SCHOLAR_EXPERT_ID, ...db.scholarProfiles.map((profile) => profile.expertId)) + 1;
      db.scholarProfiles.push({
        accountId: account.id,
        expertId,
        name: auth.realName,
        avatar: account.avatar,
        title: auth.title,
        institution: auth.institution,
        discipline: auth.discipline,
        bio: `${auth.realName}，${auth.institution}${auth.title}。`,
        researchInterests: auth.researchInterests.length > 0 ? [...auth.researchInterests] : [auth.discipline],
        education: [],
        honors: [],
      });
    }
    changed = true;
  }
  return changed;
}
