import type { MyWork, MyWorkStatus, WorkType } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { isValidDay } from '../../lib/date-time';
import { dayParam, inDayRange, includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { oneOf, searchOf } from '../../lib/params';
import { fail, notFound, okData, readJson, text } from '../../lib/respond';
import { CENTER_MESSAGES, idOf, length, nextCenterId, now, only, requiredText, stringList, today } from '../center';
import { fileById } from '../file';
import { searchWorks, toWork } from '../work';
import { SCHOLAR_MESSAGES } from './messages';
import { scholarProfileOf } from './profiles';
import { claimedWork, type StoredMyWork } from './tables';

const WORK_TYPES: readonly WorkType[] = ['journal', 'thesis', 'conference', 'book', 'report'];
const WORK_STATUSES: readonly MyWorkStatus[] = ['published', 'claimed', 'pending', 'rejected'];

function toMyWork({ accountId: _accountId, ...work }: StoredMyWork): MyWork {
  return work;
}

function claimedWorkIds(): Set<number> {
  return new Set(db.myWorks.filter((work) => work.status === 'claimed' && work.workId !== null).map((work) => work.workId as number));
}

/** Scholar services (tag `scholar`): my works, uploads and claims. */
export const scholarWorkHandlers = [
  onApi(
    'listMyWorks',
    only('scholar', (account, { request }) => {
      const params = searchOf(request);
      const status = oneOf(WORK_STATUSES, params.get('status'));
      const terms = termsOf(params.get('keyword'));
      const begin = dayParam(params.get('beginTime'));
      const end = dayParam(params.get('endTime'));
      const rows = db.myWorks
        .filter(
          (work) =>
            work.accountId === account.id &&
            (!status || work.status === status) &&
            inDayRange(work.createTime, begin, end) &&
            terms.every((term) => [work.title, ...work.keywords, ...work.authors].some((value) => includesText(value, term))),
        )
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
        .map(toMyWork);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  onApi(
    'uploadWork',
    only('scholar', async (account, { request }) => {
      const profile = scholarProfileOf(account.id);
      const body = await readJson(request);
      const title = text(body, 'title').trim();
      const type = oneOf(WORK_TYPES, body.type);
      const abstract = text(body, 'abstract').trim();
      const keywords = stringList(body.keywords);
      const authors = body.authors === undefined || body.authors === null ? [profile?.name ?? account.nickName] : stringList(body.authors);
      const source = text(body, 'source').trim();
      const publishDate = text(body, 'publishDate').trim();
      const fileIds = Array.isArray(body.fileIds) ? body.fileIds.filter((id): id is string => typeof id === 'string') : [];
      const problem =
        requiredText(title, '作品标题', 200) ??
        (!type ? SCHOLAR_MESSAGES.workTypeInvalid : undefined) ??
        requiredText(abstract, '摘要', 2000) ??
        (!keywords || keywords.length < 1 || keywords.length > 8 || keywords.some((item) => length(item) > 20)
          ? SCHOLAR_MESSAGES.keywordsInvalid
          : undefined) ??
        (!authors || authors.length < 1 || authors.length > 20 ? SCHOLAR_MESSAGES.authorsInvalid : undefined) ??
        (length(source) > 100 ? CENTER_MESSAGES.fieldLong('来源', 100) : undefined) ??
        (publishDate && (!isValidDay(publishDate) || publishDate > today()) ? SCHOLAR_MESSAGES.publishDateInvalid : undefined) ??
        (fileIds.length < 1 ||
        fileIds.length > 5 ||
        fileIds.some((id) => !fileById(id)) ||
        !Array.isArray(body.fileIds) ||
        body.fileIds.length !== fileIds.length
          ? SCHOLAR_MESSAGES.workFilesMissing
          : undefined);
      if (problem || !type) return fail(500, problem ?? SCHOLAR_MESSAGES.workTypeInvalid);
      if (db.myWorks.some((work) => work.accountId === account.id && work.title === title && work.status !== 'rejected')) {
        return fail(500, SCHOLAR_MESSAGES.workDuplicate);
      }
      const work: StoredMyWork = {
        id: nextCenterId(),
        accountId: account.id,
        workId: null,
        title,
        type,
        abstract,
        keywords: keywords ?? [],
        authors: authors ?? [],
        source: source || null,
        publishDate: publishDate || null,
        status: 'pending',
        fileIds,
        createTime: now(),
        auditTime: null,
        rejectReason: null,
      };
      db.myWorks.push(work);
      commit();
      return okData(toMyWork(work));
    }),
  ),

  onApi(
    'listClaimableWorks',
    only('scholar', (_account, { request }) => {
      const params = searchOf(request);
      const claimed = claimedWorkIds();
      const open = db.works.filter((work) => !claimed.has(work.id) && work.authors.every((author) => author.expertId === undefined));
      const keyword = params.get('keyword');
      const rows = searchWorks(open, keyword, {}, termsOf(keyword).length > 0 ? 'relevance' : 'date');
      return okData(pageOf(rows.map(toWork), pagingOf(params)));
    }),
  ),

  onApi(
    'claimWork',
    only('scholar', async (account, { request }) => {
      const workId = idOf((await readJson(request)).workId);
      const work = db.works.find((candidate) => candidate.id === workId);
      if (!work) return notFound(SCHOLAR_MESSAGES.workMissing);
      if (work.authors.some((author) => author.expertId !== undefined)) return fail(500, SCHOLAR_MESSAGES.workHasExpert);
      if (claimedWorkIds().has(work.id)) return fail(500, SCHOLAR_MESSAGES.workClaimed);
      const mine = claimedWork(work, nextCenterId(), account.id, now());
      db.myWorks.push(mine);
      commit();
      return okData(toMyWork(mine));
    }),
  ),
];
