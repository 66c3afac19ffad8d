import { createEffect } from 'effector';
import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import { readCookie, removeCookie, writeCookie } from '@/shared/lib/cookies';
import { parseAgentType, parseUserType, type AgentType, type UserType } from '../lib/role';
import {
  COOKIE_AGENT_FUNCTIONS,
  COOKIE_RESET_PASSWORD,
  COOKIE_TOKEN_EXPIRES_AT,
  agentFunctionsOf,
  parseExpiresAt,
  resetFlagOf,
  type CookieWrite,
} from '../lib/session-cookies';

/**
 * The part of the session that survives a reload (SPEC §3 "Session values kept in cookies"),
 * plus the forced password reset, which must survive it too.
 */
export interface PersistedSession {
  token: string;
  userType: UserType | null;
  agentType: AgentType | null;
  nickName: string;
  resetPassword: boolean;
  /** When the token runs out (ms since the epoch), if it came with a lifetime. */
  tokenExpiresAt: number | null;
  /** The main account's function configuration, for this token ([] for none). */
  agentMenusConfig: readonly string[];
}

/*
 * The session's cookies are read and written here and nowhere else. They are the session's
 * persistence: read at start (session.ts), written on every change (writeSessionCookiesFx), and
 * read again where the session must know what every tab now shares: another tab's login or
 * logout (features/logout), and whether the token's cookie has run out under an open tab (the
 * HTTP client at send time, the lifetime's timer).
 */

/** The token every tab shares now ('' for none): its cookie may have run out, or been replaced by another tab. */
export function readSavedToken(): string {
  return readCookie(COOKIE_TOKEN) ?? '';
}

/** The session as the cookies hold it now; they are shared by every tab of the portal. */
export function readPersistedSession(): PersistedSession {
  const token = readSavedToken();
  return {
    token,
    userType: parseUserType(readCookie(COOKIE_USER_TYPE)),
    agentType: parseAgentType(readCookie(COOKIE_AGENT_TYPE)),
    nickName: readCookie(COOKIE_NICK_NAME) ?? '',
    resetPassword: resetFlagOf(readCookie(COOKIE_RESET_PASSWORD), token),
    tokenExpiresAt: token ? parseExpiresAt(readCookie(COOKIE_TOKEN_EXPIRES_AT)) : null,
    agentMenusConfig: agentFunctionsOf(readCookie(COOKIE_AGENT_FUNCTIONS), token),
  };
}

/**
 * Applies cookie changes synchronously, so the HTTP client, which asks for the saved token at
 * send time, sees the new token in any request started after the login has settled.
 */
export const writeSessionCookiesFx = createEffect((writes: CookieWrite[]) => {
  for (const { name, value, expires } of writes) {
    if (value === null) removeCookie(name);
    else writeCookie(name, value, expires);
  }
});
