import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import type { LoginSession } from './login-response';
import type { UserInfoSession } from './user-info';

/** One cookie change: a value to write (with an optional lifetime in seconds) or null to remove. */
export interface CookieWrite {
  name: string;
  value: string | null;
  expires?: number;
}

function cookie(name: string, value: string | null | undefined): CookieWrite {
  // An empty value is no value: the cookie is removed rather than kept as ''.
  return { name, value: value ? value : null };
}

/** After a login: the token (with its lifetime), the user type and the agent type. */
export function loginCookies(session: LoginSession): CookieWrite[] {
  const token: CookieWrite = { name: COOKIE_TOKEN, value: session.token };
  if (session.expires !== undefined) token.expires = session.expires;
  return [token, cookie(COOKIE_USER_TYPE, session.userType), cookie(COOKIE_AGENT_TYPE, session.agentType)];
}

/** After the user info: the user type, the agent type and the nickname. */
export function userInfoCookies(info: UserInfoSession): CookieWrite[] {
  return [
    cookie(COOKIE_USER_TYPE, info.userType),
    cookie(COOKIE_AGENT_TYPE, info.agentType),
    cookie(COOKIE_NICK_NAME, info.nickName),
  ];
}

/** Removes the token cookie only (a local-only logout). */
export function tokenCookieRemoval(): CookieWrite[] {
  return [cookie(COOKIE_TOKEN, null)];
}

/** Removes every cookie of the session (SPEC §3). */
export function sessionCookiesRemoval(): CookieWrite[] {
  return [COOKIE_TOKEN, COOKIE_USER_TYPE, COOKIE_AGENT_TYPE, COOKIE_NICK_NAME].map((name) => cookie(name, null));
}
