import type { ScholarAuth } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { onApi } from '../../lib/on-api';
import { fail, okData, readJson, text } from '../../lib/respond';
import type { Account } from '../auth';
import { CENTER_MESSAGES, CHINESE_NAME, REVIEW_DURATION_MS, now, only, requiredText, stringList } from '../center';
import { fileById } from '../file';
import { SCHOLAR_MESSAGES } from './messages';

function scholarAuthOf(account: Account): ScholarAuth {
  const auth = db.scholarAuths.find((candidate) => candidate.accountId === account.id);
  if (!auth) {
    return {
      status: account.scholar ? 2 : 0,
      realName: null,
      institution: null,
      title: null,
      discipline: null,
      materialFileIds: [],
      submitTime: null,
      auditTime: null,
      rejectReason: null,
    };
  }
  const { accountId: _accountId, reviewAt: _reviewAt, researchInterests: _interests, ...shown } = auth;
  return { ...shown, materialFileIds: [...auth.materialFileIds] };
}

/** Scholar services (tag `scholar`): the scholar authentication of an individual user. */
export const scholarAuthHandlers = [
  onApi(
    'getScholarAuth',
    only('website', (account) => okData(scholarAuthOf(account))),
  ),

  onApi(
    'submitScholarAuth',
    only('website', async (account, { request }) => {
      const current = db.scholarAuths.find((candidate) => candidate.accountId === account.id);
      if (current?.status === 1) return fail(500, SCHOLAR_MESSAGES.scholarAuthPending);
      if (current?.status === 2 || account.scholar) return fail(500, SCHOLAR_MESSAGES.scholarAuthDone);
      const body = await readJson(request);
      const realName = text(body, 'realName').trim();
      const institution = text(body, 'institution').trim();
      const title = text(body, 'title').trim();
      const discipline = text(body, 'discipline').trim();
      const interests = body.researchInterests === undefined ? [] : stringList(body.researchInterests);
      const materials = Array.isArray(body.materialFileIds)
        ? body.materialFileIds.filter((id): id is string => typeof id === 'string' && !!fileById(id))
        : [];
      const problem =
        (!CHINESE_NAME.test(realName) ? CENTER_MESSAGES.realNameInvalid : undefined) ??
        requiredText(institution, '工作单位', 50) ??
        requiredText(title, '职称', 20) ??
        requiredText(discipline, '学科', 30) ??
        (!interests || interests.length > 8 ? SCHOLAR_MESSAGES.interestsInvalid : undefined) ??
        (materials.length < 1 ||
        materials.length > 5 ||
        !Array.isArray(body.materialFileIds) ||
        materials.length !== body.materialFileIds.length
          ? SCHOLAR_MESSAGES.materialsMissing
          : undefined);
      if (problem) return fail(500, problem);
      db.scholarAuths = [
        ...db.scholarAuths.filter((candidate) => candidate.accountId !== account.id),
        {
          accountId: account.id,
          status: 1,
          realName,
          institution,
          title,
          discipline,
          researchInterests: interests ?? [],
          materialFileIds: materials,
          submitTime: now(),
          auditTime: null,
          rejectReason: null,
          reviewAt: Date.now() + REVIEW_DURATION_MS,
        },
      ];
      commit();
      return okData(scholarAuthOf(account));
    }),
  ),
];
