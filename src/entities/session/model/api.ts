import { createEffect } from 'effector';
import type { ApiError } from '@/shared/api';
import type { AgentLoginRequest, LoginResponse, SmsLoginRequest, UserInfoResult } from '@/shared/api/generated/model';

/*
 * The raw calls, one effect each, kept apart from the effects that judge their answers (a
 * login without a token, an info without data) so that tests replace only the network part
 * with `fork({ handlers })` and still exercise that judgement.
 * The generated modules are imported when a call is made: they carry every hook of their tag,
 * which an anonymous visitor's first page does not need.
 */
const authApi = () => import('@/shared/api/generated/endpoints/auth/auth');
const agentApi = () => import('@/shared/api/generated/endpoints/agent/agent');

export const smsLoginRequestFx = createEffect<SmsLoginRequest, LoginResponse, ApiError>(async (body) => (await authApi()).smsLogin(body));
export const agentLoginRequestFx = createEffect<AgentLoginRequest, LoginResponse, ApiError>(async (body) =>
  (await agentApi()).agentLogin(body),
);
export const ssoLoginRequestFx = createEffect<string, LoginResponse, ApiError>(async (id) => (await agentApi()).agentLoginForeign(id));
export const getInfoRequestFx = createEffect<void, UserInfoResult, ApiError>(async () => (await authApi()).getInfo());
