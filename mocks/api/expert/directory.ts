import type { Fan } from '@/shared/api/generated/model';
import { db, type MockDatabase } from '../../db/database';
import type { Whole } from '../../lib/whole';
import type { StoredWork } from '../work';
import type { StoredExpert } from './tables';

/**
 * The directory's entries of scholars: a scholar's profile (tag scholar writes it) shown as an
 * expert, with the works others see and the fans. Read straight from the store, so an edit shows
 * at once, and scholar services show their own profile the way the directory does.
 */

// Rows of tags auth and scholar, typed through the store that holds them: the directory reads
// them and imports neither tag.
type Account = MockDatabase['accounts'][number];
type StoredFan = MockDatabase['fans'][number];
type StoredScholarProfile = MockDatabase['scholarProfiles'][number];

export function fieldOf(profile: StoredScholarProfile): string {
  return profile.researchInterests.slice(0, 2).join('、');
}

function publishedWorkOf(id: number): StoredWork | undefined {
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
    expertId: db.scholarProfiles.find((profile) => profile.accountId === account.id)?.expertId ?? null,
    followTime,
  };
}

/** Seeded readers plus the accounts of the data set that follow the scholar's entry; newest first. */
export function fansOf(profile: StoredScholarProfile): Whole<Fan>[] {
  const follows = new Set(db.attention.filter((row) => row.accountId === profile.accountId).map((row) => row.expertId));
  const fromAccounts = db.attention
    .filter((row) => row.expertId === profile.expertId)
    .flatMap((row) => {
      const account = db.accounts.find((candidate) => candidate.id === row.accountId);
      return account ? [fanOfAccount(account, row.followTime)] : [];
    });
  return [...db.fans.filter((fan) => fan.scholarAccountId === profile.accountId), ...fromAccounts]
    .sort((a, b) => b.followTime.localeCompare(a.followTime) || b.userId - a.userId)
    .map(({ scholarAccountId: _scholar, ...fan }) => ({ ...fan, followedBack: fan.expertId !== null && follows.has(fan.expertId) }));
}

/** The scholar's entry in the expert directory, built from the profile (getExpert shows edits at once). */
function scholarExpertOf(expertId: number): StoredExpert | undefined {
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
