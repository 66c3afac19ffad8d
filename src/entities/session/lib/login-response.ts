import { isApiError } from '@/shared/api';
import type { LoginData, LoginResponse } from '@/shared/api/generated/model';
import { parseAgentType, type AgentType, type UserType } from './role';
import { functionKeysOf } from './function-keys';

/** What a successful login puts into the session (SPEC §3 "Login response fields read"). */
export interface LoginSession {
  token: string;
  /** Lifetime of the token cookie in seconds; absent: a browser-session cookie. */
  expires?: number;
  userType: UserType;
  agentType: AgentType | null;
  agentMenusConfig: string[];
  avatar: string;
  mobile: string;
  resetPassword: boolean;
}

/**
 * SPEC §4: a login response with a token is accepted. Without one the login is rejected and
 * the response itself is passed on as the rejection, so the form can show its `msg`.
 */
export function acceptLoginResponse(response: LoginResponse): LoginData {
  if (!response.data?.token) throw response;
  return response.data as LoginData;
}

/**
 * SPEC §4 for an answer the contract check refused: one without a token (`data: null`, no data,
 * a data without `token`) is the server's rejection, not a broken answer, so the answer itself is
 * passed on (the form shows its msg) instead of 数据格式异常. Other failures stay as they are.
 */
export function loginRejection(failure: unknown): unknown {
  if (!isApiError(failure) || failure.kind !== 'contract') return failure;
  const body = failure.body as { data?: { token?: unknown } | null } | null | undefined;
  const token = body?.data?.token;
  // Not an answer the contract check let through: the raw envelope it refused (ApiError.body), any shape.
  return typeof token === 'string' && token !== '' ? failure : body;
}

function common(data: LoginData): Pick<LoginSession, 'token' | 'expires' | 'avatar' | 'mobile'> {
  const session: Pick<LoginSession, 'token' | 'expires' | 'avatar' | 'mobile'> = {
    token: data.token,
    avatar: data.avatar ?? '',
    mobile: data.mobile ?? '',
  };
  // A lifetime in seconds; none (or none that is positive) is a browser-session cookie.
  if (data.expires !== undefined && data.expires > 0 && data.expires < Infinity) session.expires = data.expires;
  return session;
}

function agentSession(data: LoginData, agentType: AgentType): LoginSession {
  return {
    ...common(data),
    userType: 'agent',
    agentType,
    // Only a main account receives a function configuration (SPEC §4, §6).
    agentMenusConfig: agentType === 'agentLord' ? functionKeysOf(data.functionConfig ?? []) : [],
    resetPassword: data.resetPassword === true,
  };
}

/** Agent login: LOGIN_TYPE agentLord is a main account, anything else a sub-account (SPEC §4). */
export function agentLoginSession(data: LoginData): LoginSession {
  return agentSession(data, data.LOGIN_TYPE === 'agentLord' ? 'agentLord' : 'agentChild');
}

/**
 * SMS login marks the user as an individual user (SPEC §4). The reset-password flag belongs
 * to agent accounts (its reset call is an agent call), so an individual user never gets it.
 */
export function smsLoginSession(data: LoginData): LoginSession {
  return { ...common(data), userType: 'website', agentType: null, agentMenusConfig: [], resetPassword: false };
}

/** SSO (foreign) login: an agent when LOGIN_TYPE names an agent kind, an individual user otherwise. */
export function ssoLoginSession(data: LoginData): LoginSession {
  const agentType = parseAgentType(data.LOGIN_TYPE);
  return agentType ? agentSession(data, agentType) : smsLoginSession(data);
}
