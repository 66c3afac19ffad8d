import type { CheckConfig, Fan, ServiceRecord } from '@/shared/api/generated/model';
import type { StoredExpert, StoredReport, StoredWork } from '../../db/catalogue';
import type { StoredFan, StoredPromotion, StoredRecord, StoredScholarProfile } from '../../db/centers';
import { SCHOLAR_EXPERT_ID, SERVICE_STATUSES } from '../center/constants';
import { commit, db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { reportByCode, settleReport } from '../report/progress';
import { maskMobile } from '../../lib/faker';
import type { Whole } from '../../lib/whole';
import { accountName, findAccount, type Account } from '../auth';

/**
 * The center's shared state logic, used by the center handlers and by the content handlers where
 * the two meet (a check bought through an institution's promotion code, the scholar's entry in
 * the expert directory, works published by scholars).
 */

export function nextCenterId(): number {
  const id = db.nextCenterId;
  db.nextCenterId += 1;
  return id;
}

// ---- records ----------------------------------------------------------------------------------

/** A record of a check follows its report: status, file and similarity, finish time once over. */
export function syncRecord(record: StoredRecord): void {
  if (!record.reportCode) return;
  const report = reportByCode(record.reportCode);
  if (!report) return;
  settleReport(report);
  record.status = report.status;
  record.fileId = report.fileId;
  record.similarity = report.similarity;
  const statuses = SERVICE_STATUSES[record.service];
  const over = record.status === statuses.finished || statuses.failed.includes(record.status);
  if (over && record.finishTime === null) record.finishTime = formatDateTime(new Date(report.readyAt ?? Date.now()));
}

export function toServiceRecord(record: StoredRecord): ServiceRecord {
  syncRecord(record);
  const { reportCode: _reportCode, ...shown } = record;
  return { ...shown, accountName: accountName(record.accountId) };
}

export function agentPromotionOf(code: string): StoredPromotion | undefined {
  const wanted = code.trim().toUpperCase();
  return db.promotions.find((promotion) => promotion.code === wanted);
}

/**
 * A report made by submitCheck becomes a record of the submitter and, when it was bought with an
 * institution's promotion code, a promotion record of that institution.
 */
export function recordCheckSubmission(
  account: Account,
  report: StoredReport,
  config: CheckConfig,
  amount: number,
  promotionCode: string,
): void {
  const base: Omit<StoredRecord, 'id' | 'channel' | 'promotionCode' | 'customer' | 'accountId'> = {
    code: report.code,
    reportCode: report.code,
    service: config.type === 'aigc' || config.type === 'patentCheck' ? config.type : 'check',
    title: report.title,
    author: report.author,
    checkTypeId: config.id,
    checkTypeName: report.checkTypeName,
    status: report.status,
    createTime: report.createTime,
    finishTime: null,
    fileId: null,
    similarity: null,
    amount,
    patentNo: null,
    remark: null,
  };
  db.records.push({
    ...base,
    id: nextCenterId(),
    channel: 'direct',
    promotionCode: promotionCode ? promotionCode.toUpperCase() : null,
    customer: null,
    accountId: account.id,
  });
  const promotion = promotionCode ? agentPromotionOf(promotionCode) : undefined;
  if (promotion) {
    db.records.push({
      ...base,
      id: nextCenterId(),
      channel: 'promotion',
      promotionCode: promotion.code,
      customer: maskMobile(account.mobile),
      accountId: promotion.accountId,
    });
  }
}

// ---- reviews ----------------------------------------------------------------------------------

/** Applications whose review time is up are approved (the mock's stand-in for a reviewer). */
export function settleReviews(account: Account, now: number = Date.now()): void {
  let changed = false;
  for (const auth of db.realNameAuths) {
    if (auth.accountId !== account.id || auth.status !== 1 || auth.reviewAt === undefined || auth.reviewAt > now) continue;
    auth.status = 2;
    auth.auditTime = formatDateTime(new Date(auth.reviewAt));
    account.isAuth = 2;
    changed = true;
  }
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
  if (changed) commit();
}

// ---- scholars ---------------------------------------------------------------------------------

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
