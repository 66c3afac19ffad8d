import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import type { LoginSession } from './login-response';
import { tokenFingerprint } from './token-fingerprint';
import type { UserInfoSession } from './user-info';

/**
 * The forced password reset of an agent login, kept beside the four cookies of SPEC §3 so a
 * reload (F5) cannot escape the reset. Its value is the fingerprint of the token it was set
 * for: a flag left behind by another token is no flag. Declared here, not in shared/config,
 * because SPEC §3 does not name it and nothing outside this slice reads it.
 */
export const COOKIE_RESET_PASSWORD = 'RESET_PASSWORD';

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

/** After a login: the token (with its lifetime), the user type, the agent type and the reset flag. */
export function loginCookies(session: LoginSession): CookieWrite[] {
  const token: CookieWrite = { name: COOKIE_TOKEN, value: session.token };
  // The flag lives exactly as long as the token it belongs to.
  const reset = cookie(COOKIE_RESET_PASSWORD, session.resetPassword ? tokenFingerprint(session.token) : null);
  if (session.expires !== undefined) {
    token.expires = session.expires;
    if (reset.value !== null) reset.expires = session.expires;
  }
  return [token, cookie(COOKIE_USER_TYPE, session.userType), cookie(COOKIE_AGENT_TYPE, session.agentType), reset];
}

/** The reset flag of a cookie value, for the token it must belong to. */
export function resetFlagOf(value: string | undefined, token: string): boolean {
  return token !== '' && value === tokenFingerprint(token);
}

/** After the user info: the user type, the agent type and the nickname. */
export function userInfoCookies(info: UserInfoSession): CookieWrite[] {
  return [
    cookie(COOKIE_USER_TYPE, info.userType),
    cookie(COOKIE_AGENT_TYPE, info.agentType),
    cookie(COOKIE_NICK_NAME, info.nickName),
  ];
}

/** After a successful password reset: the flag is gone. */
export function resetFlagRemoval(): CookieWrite[] {
  return [cookie(COOKIE_RESET_PASSWORD, null)];
}

/** Removes the token cookie and the reset flag that belongs to it (a local-only logout). */
export function tokenCookieRemoval(): CookieWrite[] {
  return [cookie(COOKIE_TOKEN, null), ...resetFlagRemoval()];
}

/** Removes every cookie of the session (SPEC §3, and the reset flag). */
export function sessionCookiesRemoval(): CookieWrite[] {
  return [COOKIE_TOKEN, COOKIE_USER_TYPE, COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_RESET_PASSWORD].map((name) => cookie(name, null));
}
