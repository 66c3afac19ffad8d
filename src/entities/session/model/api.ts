import { createEffect } from 'effector';
import type { ApiError } from '@/shared/api';
import { agentLogin, agentLoginForeign } from '@/shared/api/generated/endpoints/agent/agent';
import { getInfo, smsLogin } from '@/shared/api/generated/endpoints/auth/auth';
import type {
  AgentLoginRequest,
  LoginResponse,
  SmsLoginRequest,
  UserInfoResult,
} from '@/shared/api/generated/model';

/*
 * The raw calls, one effect each, kept apart from the effects that judge their answers (a
 * login without a token, an info without data) so that tests replace only the network part
 * with `fork({ handlers })` and still exercise that judgement.
 */
export const smsLoginRequestFx = createEffect<SmsLoginRequest, LoginResponse, ApiError>((body) => smsLogin(body));
export const agentLoginRequestFx = createEffect<AgentLoginRequest, LoginResponse, ApiError>((body) => agentLogin(body));
export const ssoLoginRequestFx = createEffect<string, LoginResponse, ApiError>((id) => agentLoginForeign(id));
export const getInfoRequestFx = createEffect<void, UserInfoResult, ApiError>(() => getInfo());
