import { createEffect } from 'effector';
import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import { readCookie, removeCookie, writeCookie } from '@/shared/lib/cookies';
import { parseAgentType, parseUserType, type AgentType, type UserType } from '../lib/role';
import type { CookieWrite } from '../lib/session-cookies';

/** The part of the session that survives a reload (SPEC §3 "Session values kept in cookies"). */
export interface PersistedSession {
  token: string;
  userType: UserType | null;
  agentType: AgentType | null;
  nickName: string;
}

export function readPersistedSession(): PersistedSession {
  return {
    token: readCookie(COOKIE_TOKEN) ?? '',
    userType: parseUserType(readCookie(COOKIE_USER_TYPE)),
    agentType: parseAgentType(readCookie(COOKIE_AGENT_TYPE)),
    nickName: readCookie(COOKIE_NICK_NAME) ?? '',
  };
}

/**
 * Applies cookie changes synchronously, so the HTTP client, which reads the token cookie at
 * send time, sees the new token in any request started after the login has settled.
 */
export const writeSessionCookiesFx = createEffect((writes: CookieWrite[]) => {
  for (const { name, value, expires } of writes) {
    if (value === null) removeCookie(name);
    else writeCookie(name, value, expires);
  }
});
