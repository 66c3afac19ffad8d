import type { Attention, AttentionStatusData, ScholarProfile, ScholarService } from '@/shared/api/generated/model';
import { commit, db } from '../../db/database';
import { imageViewPath } from '../../lib/contract-path';
import { includesText, pageOf, pagingOf, termsOf } from '../../lib/lists';
import { onApi } from '../../lib/on-api';
import { searchOf } from '../../lib/params';
import { fail, notFound, okData, readJson, text } from '../../lib/respond';
import type { Whole } from '../../lib/whole';
import type { Account } from '../auth';
import { CENTER_MESSAGES, avatarNameOf, idOf, isImage, length, now, only, requiredText, stringList } from '../center';
import { expertById, fansOf, fieldOf, scholarPublicWorks } from '../expert';
import { SCHOLAR_MESSAGES } from './messages';
import { scholarProfileOf } from './profiles';
import type { StoredScholarProfile } from './tables';

function toScholarProfile(account: Account, profile: StoredScholarProfile): ScholarProfile {
  const { accountId: _accountId, ...rest } = profile;
  return {
    ...rest,
    researchInterests: [...profile.researchInterests],
    education: [...profile.education],
    honors: [...profile.honors],
    field: fieldOf(profile),
    mobile: account.mobile,
    fansCount: fansOf(profile).length,
    attentionCount: db.attention.filter((row) => row.accountId === account.id).length,
    worksCount: scholarPublicWorks(account.id).length,
  };
}

function attentionStatus(account: Account, expertId: number): AttentionStatusData {
  return { expertId, followed: db.attention.some((row) => row.accountId === account.id && row.expertId === expertId) };
}

/** Scholar services (tag `scholar`): profile, fans, following and services. */
export const scholarProfileHandlers = [
  onApi(
    'getScholarProfile',
    only('scholar', (account) => {
      const profile = scholarProfileOf(account.id);
      return profile ? okData(toScholarProfile(account, profile)) : notFound(SCHOLAR_MESSAGES.profileMissing);
    }),
  ),

  onApi(
    'updateScholarProfile',
    only('scholar', async (account, { request }) => {
      const profile = scholarProfileOf(account.id);
      if (!profile) return notFound(SCHOLAR_MESSAGES.profileMissing);
      const body = await readJson(request);
      const name = text(body, 'name').trim();
      const title = text(body, 'title').trim();
      const institution = text(body, 'institution').trim();
      const discipline = text(body, 'discipline').trim();
      const bio = text(body, 'bio').trim();
      const avatar = avatarNameOf(text(body, 'avatar'));
      const interests = stringList(body.researchInterests);
      const education = body.education === undefined ? profile.education : stringList(body.education);
      const honors = body.honors === undefined ? profile.honors : stringList(body.honors);
      const problem =
        requiredText(name, '姓名', 20) ??
        requiredText(title, '职称', 20) ??
        requiredText(institution, '工作单位', 50) ??
        requiredText(discipline, '学科', 30) ??
        requiredText(bio, '个人简介', 2000) ??
        (!interests || interests.length < 1 || interests.length > 8 || interests.some((item) => length(item) > 20)
          ? SCHOLAR_MESSAGES.interestsInvalid
          : undefined) ??
        (!education || education.length > 10 ? SCHOLAR_MESSAGES.listTooLong('教育经历') : undefined) ??
        (!honors || honors.length > 10 ? SCHOLAR_MESSAGES.listTooLong('荣誉') : undefined) ??
        (avatar && !isImage(avatar) ? CENTER_MESSAGES.avatarMissing : undefined);
      if (problem) return fail(500, problem);
      Object.assign(profile, {
        name,
        title,
        institution,
        discipline,
        bio,
        researchInterests: interests ?? [],
        education: education ?? [],
        honors: honors ?? [],
        ...(avatar ? { avatar: imageViewPath(avatar) } : {}),
      });
      commit();
      return okData(toScholarProfile(account, profile));
    }),
  ),

  onApi(
    'listMyFans',
    only('scholar', (account, { request }) => {
      const profile = scholarProfileOf(account.id);
      if (!profile) return notFound(SCHOLAR_MESSAGES.profileMissing);
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const rows = fansOf(profile).filter((fan) =>
        terms.every((term) => includesText(fan.nickName, term) || includesText(fan.institution ?? '', term)),
      );
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  onApi(
    'listMyAttention',
    only('website', (account, { request }) => {
      const params = searchOf(request);
      const terms = termsOf(params.get('keyword'));
      const rows = db.attention
        .filter((row) => row.accountId === account.id)
        .flatMap((row): Whole<Attention>[] => {
          const expert = expertById(row.expertId);
          if (!expert) return [];
          const { id, name, avatar, title, institution, discipline, field, fansCount } = expert;
          return [{ expertId: id, name, avatar, title, institution, discipline, field, fansCount, followTime: row.followTime }];
        })
        .filter((row) => terms.every((term) => [row.name, row.institution, row.field].some((value) => includesText(value, term))))
        .sort((a, b) => b.followTime.localeCompare(a.followTime) || a.expertId - b.expertId);
      return okData(pageOf(rows, pagingOf(params)));
    }),
  ),

  onApi(
    'getAttentionStatus',
    only('website', (account, { params }) => {
      const expertId = idOf(params.expertId);
      return expertById(expertId) ? okData(attentionStatus(account, expertId)) : notFound(SCHOLAR_MESSAGES.expertMissing);
    }),
  ),

  onApi(
    'followExpert',
    only('website', (account, { params }) => {
      const expertId = idOf(params.expertId);
      if (!expertById(expertId)) return notFound(SCHOLAR_MESSAGES.expertMissing);
      if (scholarProfileOf(account.id)?.expertId === expertId) return fail(500, SCHOLAR_MESSAGES.followSelf);
      if (!attentionStatus(account, expertId).followed) {
        db.attention.push({ accountId: account.id, expertId, followTime: now() });
        commit();
      }
      return okData(attentionStatus(account, expertId));
    }),
  ),

  onApi(
    'unfollowExpert',
    only('website', (account, { params }) => {
      const expertId = idOf(params.expertId);
      if (!expertById(expertId)) return notFound(SCHOLAR_MESSAGES.expertMissing);
      db.attention = db.attention.filter((row) => !(row.accountId === account.id && row.expertId === expertId));
      commit();
      return okData(attentionStatus(account, expertId));
    }),
  ),

  onApi(
    'listMyScholarServices',
    only('scholar', (account) =>
      okData(
        db.scholarServices
          .filter((service) => service.accountId === account.id)
          .sort((a, b) => a.id - b.id)
          .map(({ accountId: _accountId, ...service }): ScholarService => service),
      ),
    ),
  ),

  onApi(
    'updateScholarServiceStatus',
    only('scholar', async (account, { request, params }) => {
      const id = idOf(params.id);
      const service = db.scholarServices.find((candidate) => candidate.id === id && candidate.accountId === account.id);
      if (!service) return notFound(SCHOLAR_MESSAGES.serviceMissing);
      const enabled = (await readJson(request)).enabled;
      if (typeof enabled !== 'boolean') return fail(500, SCHOLAR_MESSAGES.enabledInvalid);
      service.enabled = enabled;
      commit();
      const { accountId: _accountId, ...shown } = service;
      return okData<ScholarService>(shown);
    }),
  ),
];
