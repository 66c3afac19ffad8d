import type { Fan } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { Whole } from '../../lib/whole';
import { findAccount, type Account } from '../auth';
import type { StoredExpert } from '../expert';
import type { StoredWork } from '../work';
import { SCHOLAR_EXPERT_ID, type StoredFan, type StoredScholarProfile } from './tables';

/**
 * The scholar in the public portal: the profile as an entry of the expert directory, the works
 * others see, the fans. The directory's handlers (tags expert, work) read them here, so a
 * scholar's edit shows at once.
 */

export function scholarProfileOf(accountId: number): StoredScholarProfile | undefined {
  return db.scholarProfiles.find((profile) => profile.accountId === accountId);
}

export function fieldOf(profile: StoredScholarProfile): string {
  return profile.researchInterests.slice(0, 2).join('、');
}

export function publishedWorkOf(id: number): StoredWork | undefined {
  return db.publishedWorks.find((work) => work.id === id);
}

/** The works others see on the scholar's page: claimed catalogue works and published uploads, newest first. */
export function scholarPublicWorks(accountId: number): StoredWork[] {
  const works: StoredWork[] = [];
  for (const mine of db.myWorks) {
    if (mine.accountId !== accountId || mine.workId === null) continue;
    const work =
      mine.status === 'claimed'
        ? db.works.find((candidate) => candidate.id === mine.workId)
        : mine.status === 'published'
          ? publishedWorkOf(mine.workId)
          : undefined;
    if (work) works.push(work);
  }
  return works.sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id);
}

function fanOfAccount(account: Account, followTime: string): StoredFan {
  return {
    scholarAccountId: 0,
    userId: account.id,
    nickName: account.nickName,
    avatar: account.avatar,
    institution: null,
    expertId: scholarProfileOf(account.id)?.expertId ?? null,
    followTime,
  };
}

/** Seeded readers plus the accounts of the data set that follow the scholar's entry; newest first. */
export function fansOf(profile: StoredScholarProfile): Whole<Fan>[] {
  const follows = new Set(db.attention.filter((row) => row.accountId === profile.accountId).map((row) => row.expertId));
  const fromAccounts = db.attention
    .filter((row) => row.expertId === profile.expertId)
    .flatMap((row) => {
      const account = findAccount((candidate) => candidate.id === row.accountId);
      return account ? [fanOfAccount(account, row.followTime)] : [];
    });
  return [...db.fans.filter((fan) => fan.scholarAccountId === profile.accountId), ...fromAccounts]
    .sort((a, b) => b.followTime.localeCompare(a.followTime) || b.userId - a.userId)
    .map(({ scholarAccountId: _scholar, ...fan }) => ({ ...fan, followedBack: fan.expertId !== null && follows.has(fan.expertId) }));
}

/** The scholar's entry in the expert directory, built from the profile (getExpert shows edits at once). */
export function scholarExpertOf(expertId: number): StoredExpert | undefined {
  const profile = db.scholarProfiles.find((candidate) => candidate.expertId === expertId);
  if (!profile) return undefined;
  const [first, second] = profile.researchInterests;
  return {
    id: profile.expertId,
    name: profile.name,
    avatar: profile.avatar,
    title: profile.title,
    discipline: profile.discipline,
    field: fieldOf(profile),
    institution: profile.institution,
    summary: `${profile.institution}${profile.title}，主要从事${first ?? profile.discipline}${second ? `与${second}` : ''}研究。`,
    researchInterests: [...profile.researchInterests],
    worksCount: scholarPublicWorks(profile.accountId).length,
    interviewCount: 0,
    fansCount: fansOf(profile).length,
    bio: profile.bio,
    education: [...profile.education],
    honors: [...profile.honors],
  };
}

/** Any expert: the catalogue's or a scholar's. */
export function expertById(id: number): StoredExpert | undefined {
  return db.experts.find((expert) => expert.id === id) ?? scholarExpertOf(id);
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
