import { createEffect } from 'effector';
import { ApiError, notify } from '@/shared/api';
import { CHUNK_FAILED_TEXT } from '@/shared/ui/error-boundary';
import type { AgentLoginRequest, LoginResponse, SmsLoginRequest, UserInfoResult } from '@/shared/api/generated/model';

/*
 * The raw calls, one effect each, kept apart from the effects that judge their answers (a
 * login without a token, an info without data) so that tests replace only the network part
 * with `fork({ handlers })` and still exercise that judgement.
 * The generated modules are imported when a call is made: they carry every hook of their tag,
 * which an anonymous visitor's first page does not need.
 */
/**
 * A call's code that cannot be fetched (a flaky network, a deploy that replaced the files) is no
 * answer from the server: it fails as a network error, which keeps the session (SPEC §4 clears it
 * only when the server refuses), and says so once, since no request went out to say it.
 */
function loadCode<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((cause: unknown) => {
    notify('error', CHUNK_FAILED_TEXT);
    throw new ApiError({ kind: 'network', level: 'error', message: CHUNK_FAILED_TEXT, cause });
  });
}
/** The log-in forms (and the SSO page) show a refused log-in in place: no toast as well. */
const LOGIN_FORM_SHOWS_IT = { silent: true } as const;

const authApi = () => loadCode(() => import('@/shared/api/generated/endpoints/auth/auth'));
const agentApi = () => loadCode(() => import('@/shared/api/generated/endpoints/agent/agent'));

export const smsLoginRequestFx = createEffect<SmsLoginRequest, LoginResponse, ApiError>(async (body) =>
  (await authApi()).smsLogin(body, LOGIN_FORM_SHOWS_IT),
);
export const agentLoginRequestFx = createEffect<AgentLoginRequest, LoginResponse, ApiError>(async (body) =>
  (await agentApi()).agentLogin(body, LOGIN_FORM_SHOWS_IT),
);
export const ssoLoginRequestFx = createEffect<string, LoginResponse, ApiError>(async (id) =>
  (await agentApi()).agentLoginForeign(id, LOGIN_FORM_SHOWS_IT),
);
export const getInfoRequestFx = createEffect<void, UserInfoResult, ApiError>(async () => (await authApi()).getInfo());
