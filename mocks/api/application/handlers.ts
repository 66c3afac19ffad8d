import type { Application } from '@/shared/api/generated/model';
import { db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { onApi } from '../../lib/on-api';
import { MAINLAND_MOBILE, MOCK_MESSAGES, fail, okData, readJson, text } from '../../lib/respond';
import { CONTENT_MESSAGES } from '../check/messages';
import { businessNumber } from '../../lib/params';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Cooperation applications (tag `application`). */
export const applicationHandlers = [
  onApi('submitApplication', async ({ request }) => {
    const body = await readJson(request);
    const name = text(body, 'name').trim();
    const organization = text(body, 'organization').trim();
    const mobile = text(body, 'mobile').trim();
    const email = text(body, 'email').trim();
    const content = text(body, 'content').trim();
    const problem: string | undefined = !name
      ? CONTENT_MESSAGES.nameMissing
      : !organization
        ? CONTENT_MESSAGES.organizationMissing
        : !MAINLAND_MOBILE.test(mobile)
          ? MOCK_MESSAGES.badMobile
          : !EMAIL.test(email)
            ? CONTENT_MESSAGES.emailInvalid
            : !content
              ? CONTENT_MESSAGES.contentMissing
              : Array.from(content).length > 2000
                ? CONTENT_MESSAGES.contentLong
                : undefined;
    if (problem) return fail(500, problem);
    const id = businessNumber('SQ', db.nextApplicationSeq);
    db.nextApplicationSeq += 1;
    db.applications.push({ id, name, organization, mobile, email, content, createTime: formatDateTime(new Date()) });
    return okData<Application>({ id });
  }),
];
