import { attach, createEffect, sample } from 'effector';
import type { ApiError } from '@/shared/api';
import type {
  AgentLoginRequest,
  EmptyResponse,
  LoginData,
  LoginResponse,
  ResetPasswordRequest,
  SmsLoginRequest,
  UserInfo,
  UserInfoResult,
} from '@/shared/api/generated/model';
import { acceptLoginResponse, agentLoginSession, loginRejection, smsLoginSession, ssoLoginSession } from '../lib/login-response';
import { acceptUserInfoResponse, userInfoRefusal, userInfoSession } from '../lib/user-info';
import { agentLoginRequestFx, getInfoRequestFx, smsLoginRequestFx, ssoLoginRequestFx } from './api';
import { resetFlagRemoval } from '../lib/session-cookies';
import { writeSessionCookiesFx } from './persistence';
import { $token, $user, loggedIn, sessionCleared, userInfoReceived, userInfoRefused } from './session';

/** A login fails with the client's error, or with the response itself when it carried no token. */
export type LoginFailure = ApiError | LoginResponse;
/** The info fetch fails with the client's error, or with the response itself when it had no data. */
export type UserInfoFailure = ApiError | UserInfoResult;

/** The login call's answer judged (SPEC §4): a token is a session, anything else a rejection. */
function judgeLogin(call: Promise<LoginResponse>): Promise<LoginData> {
  return call.then(acceptLoginResponse, (failure: unknown) => {
    throw loginRejection(failure);
  });
}

export const smsLoginFx = createEffect<SmsLoginRequest, LoginData, LoginFailure>((body) => judgeLogin(smsLoginRequestFx(body)));

export const agentLoginFx = createEffect<AgentLoginRequest, LoginData, LoginFailure>((body) => judgeLogin(agentLoginRequestFx(body)));

/** SSO from a partner system: `id` is the foreign ticket of /agent/user/agentLogin/foreign/{id}. */
export const ssoLoginFx = createEffect<string, LoginData, LoginFailure>((id) => judgeLogin(ssoLoginRequestFx(id)));

/** The info call and its judgement; its parameter is the token the call was made for. */
const userInfoForTokenFx = createEffect<string, UserInfo, UserInfoFailure>(async () => acceptUserInfoResponse(await getInfoRequestFx()));

/**
 * GET /login/user/getInfo for the current session. The token is taken when the call starts,
 * so that an answer arriving after the session changed (a logout, another login, another tab)
 * can be recognised as an answer to an older token and ignored.
 */
export const fetchUserInfoFx = attach({ source: $token, effect: userInfoForTokenFx });

export const resetPasswordFx = createEffect<ResetPasswordRequest, EmptyResponse, ApiError>(async (body) =>
  // Loaded with the call: see api.ts.
  // Silent: the reset form shows a refusal under itself.
  (await import('@/shared/api/generated/endpoints/agent/agent')).resetPassWord(body, { silent: true }),
);

sample({ clock: smsLoginFx.doneData, fn: smsLoginSession, target: loggedIn });
sample({ clock: agentLoginFx.doneData, fn: agentLoginSession, target: loggedIn });
sample({ clock: ssoLoginFx.doneData, fn: ssoLoginSession, target: loggedIn });

// Only an answer for the session that still holds counts: a late answer to an older token
// (or to a call made without one) never changes the current session.
sample({
  clock: userInfoForTokenFx.done,
  source: $token,
  filter: (token, { params }) => token === params,
  fn: (_, { result }) => userInfoSession(result),
  target: userInfoReceived,
});
// SPEC §4: a refused info clears all session data; the app then routes (home or agent login).
// No answer (network, timeout) is no refusal: the session stays and the info is asked again
// later, e.g. by the next navigation's guard; the client has already said what went wrong.
const refused = sample({
  clock: userInfoForTokenFx.fail,
  source: $token,
  filter: (token, { params, error }) => token !== '' && token === params && userInfoRefusal(error) !== null,
  fn: (_, { error }) => userInfoRefusal(error) ?? { reason: 'noData' as const },
});
// Cleared first: whoever routes on the refusal finds the session gone.
sample({ clock: refused, target: sessionCleared });
sample({ clock: refused, target: userInfoRefused });

$user.on(resetPasswordFx.done, (user) => ({ ...user, resetPassword: false }));
sample({ clock: resetPasswordFx.done, fn: resetFlagRemoval, target: writeSessionCookiesFx });
