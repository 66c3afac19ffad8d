import { commit } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { onApi } from '../../lib/on-api';
import { MOCK_MESSAGES, fail, ok, okData, readJson, text, unauthorized } from '../../lib/respond';
import { SEEDED_IDS, accountOf, checkCaptcha, demoCredentials, findAccount, issueToken, toLoginData } from '../auth';
import { checkConfigsOfType, promotionVerdict } from '../check';

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 20;

function passwordProblem(password: string, confirmPassword: string): string | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return MOCK_MESSAGES.passwordLength;
  if (password !== confirmPassword) return MOCK_MESSAGES.passwordMismatch;
  return undefined;
}

/** Institution log-in, single sign-on, passwords and the agent's check types (tag `agent`). */
export const handlers = [
  onApi('agentLogin', async ({ request }) => {
    const body = await readJson(request);
    // The captcha is checked first, like the backend: a wrong captcha says nothing about the password.
    const captcha = checkCaptcha(text(body, 'uuid'), text(body, 'code'), demoCredentials.alwaysValidCaptcha);
    if (captcha === 'expired') return fail(500, MOCK_MESSAGES.captchaExpired);
    if (captcha === 'wrong') return fail(500, MOCK_MESSAGES.captchaWrong);
    const username = text(body, 'username').trim();
    const account = findAccount((candidate) => candidate.userType === 'agent' && candidate.userName === username);
    if (!account || account.password !== text(body, 'password')) return fail(500, MOCK_MESSAGES.badCredentials);
    // A sub-account its main account disabled is refused even with the right password.
    if (account.status === '1') return fail(500, MOCK_MESSAGES.accountDisabled);
    account.lastLoginTime = formatDateTime(new Date());
    const token = issueToken(account);
    commit();
    return okData(toLoginData(account, token));
  }),

  // The demo id stays valid on every use, so the link can be tried again; `sso-used` and any other
  // id behave like a link the partner already consumed.
  onApi('agentLoginForeign', ({ params }) => {
    if (params.id !== demoCredentials.ssoValidId) return fail(500, MOCK_MESSAGES.ssoInvalid);
    const account = findAccount((candidate) => candidate.id === SEEDED_IDS.individual);
    if (!account) return fail(500, MOCK_MESSAGES.ssoInvalid);
    const token = issueToken(account);
    commit();
    return okData(toLoginData(account, token));
  }),

  onApi('forgotPass', async ({ request }) => {
    const body = await readJson(request);
    const mobile = text(body, 'mobile').trim();
    const account = findAccount((candidate) => candidate.userType === 'agent' && candidate.mobile === mobile);
    if (!account) return fail(500, MOCK_MESSAGES.mobileNotAgent);
    if (text(body, 'code') !== demoCredentials.smsCode) return fail(500, MOCK_MESSAGES.smsCodeWrong);
    const password = text(body, 'password');
    const problem = passwordProblem(password, text(body, 'confirmPassword'));
    if (problem) return fail(500, problem);
    account.password = password;
    account.mustResetPassword = false;
    commit();
    return ok();
  }),

  onApi('resetPassWord', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized();
    if (account.password === null) return fail(500, MOCK_MESSAGES.noPassword);
    const body = await readJson(request);
    const newPassword = text(body, 'newPassword');
    const problem = passwordProblem(newPassword, text(body, 'confirmPassword'));
    if (problem) return fail(500, problem);
    // oldPassword is optional in the contract (the forced reset may not ask for it); when sent, it counts.
    const oldPassword = text(body, 'oldPassword');
    if (oldPassword && oldPassword !== account.password) return fail(500, MOCK_MESSAGES.oldPasswordWrong);
    if (newPassword === account.password) return fail(500, MOCK_MESSAGES.passwordUnchanged);
    account.password = newPassword;
    account.mustResetPassword = false;
    commit();
    return ok();
  }),

  // With `code` (the promotion code of /promotion/check/{code} and its twins): the types the code
  // sells — its service's, at list price — or none for a code that is not valid for `type`.
  onApi('getAgentCheckConfigType', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const type = params.get('type');
    if (!type) return fail(500, MOCK_MESSAGES.paramMissing('type'));
    const code = params.get('code')?.trim();
    if (code && !promotionVerdict(code, type).verdict.valid) return okData([]);
    return okData(checkConfigsOfType(type));
  }),
];
