import type { Captcha } from '@/shared/api/generated/model';
import { commit } from '../../db/database';
import { onApi } from '../../lib/on-api';
import { MAINLAND_MOBILE, MOCK_MESSAGES, bearerToken, fail, ok, okData, readJson, text, unauthorized } from '../../lib/respond';
import { settleReviews } from '../center';
import { accountOf, findAccount, issueToken, registerIndividual, revokeToken } from './accounts';
import { createCaptcha } from './captcha';
import { toLoginData, toUserInfo } from './profiles';
import { demoCredentials } from './tables';

/** SMS log-in, user info, log-out and the captcha (tag `auth`). */
export const handlers = [
  // No SMS leaves the mocks: the code is always demoCredentials.smsCode.
  onApi('sendSms', async ({ request }) => {
    const mobile = text(await readJson(request), 'mobile').trim();
    return MAINLAND_MOBILE.test(mobile) ? ok() : fail(500, MOCK_MESSAGES.badMobile);
  }),

  // The forgotten-password code is for institution accounts, found by their bound mobile.
  onApi('sendCode', async ({ request }) => {
    const mobile = text(await readJson(request), 'mobile').trim();
    if (!MAINLAND_MOBILE.test(mobile)) return fail(500, MOCK_MESSAGES.badMobile);
    const agent = findAccount((account) => account.userType === 'agent' && account.mobile === mobile);
    return agent ? ok() : fail(500, MOCK_MESSAGES.mobileNotAgent);
  }),

  onApi('smsLogin', async ({ request }) => {
    const body = await readJson(request);
    const mobile = text(body, 'mobile').trim();
    if (!MAINLAND_MOBILE.test(mobile)) return fail(500, MOCK_MESSAGES.badMobile);
    if (text(body, 'code') !== demoCredentials.smsCode) return fail(500, MOCK_MESSAGES.smsCodeWrong);
    const account =
      findAccount((candidate) => candidate.userType === 'website' && candidate.mobile === mobile) ?? registerIndividual(mobile);
    const token = issueToken(account);
    commit();
    return okData(toLoginData(account, token));
  }),

  // Log-out always succeeds (the client clears locally first); it ends the session if there is one.
  onApi('logout', ({ request }) => {
    revokeToken(bearerToken(request));
    commit();
    return ok();
  }),

  onApi('getInfo', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    // A real-name or scholar application whose review time is up shows as approved.
    settleReviews(account);
    return okData(toUserInfo(account));
  }),

  onApi('getCaptchaImage', () => {
    const { uuid, img } = createCaptcha();
    return okData<Captcha>({ captchaEnabled: true, uuid, img });
  }),
];
