import type { Application } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { onApi } from '../../lib/on-api';
import { businessNumber } from '../../lib/params';
import { MAINLAND_MOBILE, MOCK_MESSAGES, fail, okData, readJson, text } from '../../lib/respond';

/** What a cooperation application answers when a field is wrong. */
const APPLICATION_MESSAGES = {
  nameMissing: '请填写姓名',
  organizationMissing: '请填写单位名称',
  emailInvalid: '请输入正确的邮箱地址',
  contentMissing: '请填写合作内容',
  contentLong: '合作内容不能超过2000字',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Cooperation applications (tag `application`). */
export const handlers = [
  onApi('submitApplication', async ({ request }) => {
    const body = await readJson(request);
    const name = text(body, 'name').trim();
    const organization = text(body, 'organization').trim();
    const mobile = text(body, 'mobile').trim();
    const email = text(body, 'email').trim();
    const content = text(body, 'content').trim();
    const problem: string | undefined = !name
      ? APPLICATION_MESSAGES.nameMissing
      : !organization
        ? APPLICATION_MESSAGES.organizationMissing
        : !MAINLAND_MOBILE.test(mobile)
          ? MOCK_MESSAGES.badMobile
          : !EMAIL.test(email)
            ? APPLICATION_MESSAGES.emailInvalid
            : !content
              ? APPLICATION_MESSAGES.contentMissing
              : Array.from(content).length > 2000
                ? APPLICATION_MESSAGES.contentLong
                : undefined;
    if (problem) return fail(500, problem);
    const id = businessNumber('SQ', db.nextApplicationSeq);
    db.nextApplicationSeq += 1;
    db.applications.push({ id, name, organization, mobile, email, content, createTime: formatDateTime(new Date()) });
    return okData<Application>({ id });
  }),
];
