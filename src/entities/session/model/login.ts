import { createEffect, sample } from 'effector';
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
import {
  acceptLoginResponse,
  agentLoginSession,
  smsLoginSession,
  ssoLoginSession,
} from '../lib/login-response';
import { acceptUserInfoResponse, userInfoSession } from '../lib/user-info';
import { agentLoginRequestFx, getInfoRequestFx, smsLoginRequestFx, ssoLoginRequestFx } from './api';
import { $resetPassword, loggedIn, sessionCleared, userInfoReceived } from './session';

/** A login fails with the client's error, or with the response itself when it carried no token. */
export type LoginFailure = ApiError | LoginResponse;
/** The info fetch fails with the client's error, or with the response itself when it had no data. */
export type UserInfoFailure = ApiError | UserInfoResult;

export const smsLoginFx = createEffect<SmsLoginRequest, LoginData, LoginFailure>(async (body) =>
  acceptLoginResponse(await smsLoginRequestFx(body)),
);

export const agentLoginFx = createEffect<AgentLoginRequest, LoginData, LoginFailure>(async (body) =>
  acceptLoginResponse(await agentLoginRequestFx(body)),
);

/** SSO from a partner system: `id` is the foreign ticket of /agent/user/agentLogin/foreign/{id}. */
export const ssoLoginFx = createEffect<string, LoginData, LoginFailure>(async (id) =>
  acceptLoginResponse(await ssoLoginRequestFx(id)),
);

export const fetchUserInfoFx = createEffect<void, UserInfo, UserInfoFailure>(async () =>
  acceptUserInfoResponse(await getInfoRequestFx()),
);

export const resetPasswordFx = createEffect<ResetPasswordRequest, EmptyResponse, ApiError>(async (body) =>
  // Loaded with the call: see api.ts.
  (await import('@/shared/api/generated/endpoints/agent/agent')).resetPassWord(body),
);

sample({ clock: smsLoginFx.doneData, fn: smsLoginSession, target: loggedIn });
sample({ clock: agentLoginFx.doneData, fn: agentLoginSession, target: loggedIn });
sample({ clock: ssoLoginFx.doneData, fn: ssoLoginSession, target: loggedIn });

sample({ clock: fetchUserInfoFx.doneData, fn: userInfoSession, target: userInfoReceived });
// SPEC §4: on any failure of the user-info fetch all session data is cleared.
sample({ clock: fetchUserInfoFx.fail, target: sessionCleared });

sample({ clock: resetPasswordFx.done, fn: () => false, target: $resetPassword });
