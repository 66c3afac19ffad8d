import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import type { LoginSession } from './login-response';
import { functionKeysOf } from './function-keys';
import { tokenFingerprint } from './token-fingerprint';
import type { UserInfoSession } from './user-info';

/**
 * The forced password reset of an agent login, kept beside the four cookies of SPEC §3 so a
 * reload (F5) cannot escape the reset. Its value is the fingerprint of the token it was set
 * for: a flag left behind by another token is no flag. Declared here, not in shared/config,
 * because SPEC §3 does not name it and nothing outside this slice reads it.
 */
export const COOKIE_RESET_PASSWORD = 'RESET_PASSWORD';

/**
 * When the token expires (ms since the epoch), for a token that came with a lifetime: the
 * companion cookies written later (after the user info, after a reload) get the token's
 * remaining lifetime from it. Not in SPEC §3 either; it lives and dies with the token.
 */
export const COOKIE_TOKEN_EXPIRES_AT = 'TOKEN_EXPIRES_AT';

/**
 * The main account's function configuration (`functionConfig` of its login: the menus and pages
 * it may use), kept with the token so that a reload keeps hiding and refusing what it hides. SPEC
 * gives it only in the login answer. The value is the token's fingerprint, `|`, then the keys
 * joined by commas: a configuration left behind by another token is none.
 */
export const COOKIE_AGENT_FUNCTIONS = 'AGENT_FUNCTIONS';

/** The cookie value of a configuration for `token` (null: none to keep). */
export function agentFunctionsValue(functions: readonly string[], token: string): string | null {
  return functions.length > 0 ? `${tokenFingerprint(token)}|${functions.join(',')}` : null;
}

/** The configuration a cookie value holds for `token`; [] when it belongs to another token or to none. */
export function agentFunctionsOf(value: string | undefined, token: string): string[] {
  if (!value || token === '') return [];
  const bar = value.indexOf('|');
  if (bar < 0 || value.slice(0, bar) !== tokenFingerprint(token)) return [];
  return functionKeysOf(value.slice(bar + 1).split(','));
}

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

/** Gives every written cookie of `writes` the lifetime (a removal stays a removal). */
function withLifetime(writes: CookieWrite[], seconds: number | undefined): CookieWrite[] {
  if (seconds === undefined || seconds <= 0) return writes;
  return writes.map((write) => (write.value === null ? write : { ...write, expires: seconds }));
}

/** When a token given `expires` seconds now runs out. */
export function tokenExpiresAt(session: Pick<LoginSession, 'expires'>, now: number = Date.now()): number | null {
  return session.expires !== undefined && session.expires > 0 ? now + session.expires * 1000 : null;
}

/**
 * After a login: the token, the user type, the agent type and the reset flag. They share the
 * token's lifetime when it has one: a companion cookie outliving its token would describe a
 * session that no longer exists, one dying with the browser would lose a session that still does.
 */
export function loginCookies(session: LoginSession, now: number = Date.now()): CookieWrite[] {
  const expiresAt = tokenExpiresAt(session, now);
  return withLifetime(
    [
      { name: COOKIE_TOKEN, value: session.token },
      cookie(COOKIE_USER_TYPE, session.userType),
      cookie(COOKIE_AGENT_TYPE, session.agentType),
      // The flag lives exactly as long as the token it belongs to.
      cookie(COOKIE_RESET_PASSWORD, session.resetPassword ? tokenFingerprint(session.token) : null),
      cookie(COOKIE_AGENT_FUNCTIONS, agentFunctionsValue(session.agentMenusConfig, session.token)),
      cookie(COOKIE_TOKEN_EXPIRES_AT, expiresAt === null ? null : String(expiresAt)),
    ],
    session.expires,
  );
}

/** The stored expiry of the token, or null (a browser-session token, or a value not a number). */
export function parseExpiresAt(value: string | undefined): number | null {
  const at = Number(value);
  return value && Number.isFinite(at) && at > 0 ? at : null;
}

/** The reset flag of a cookie value, for the token it must belong to. */
export function resetFlagOf(value: string | undefined, token: string): boolean {
  return token !== '' && value === tokenFingerprint(token);
}

/** After the user info: the user type, the agent type and the nickname, for the token's remaining lifetime. */
export function userInfoCookies(info: UserInfoSession, expiresAt: number | null = null, now: number = Date.now()): CookieWrite[] {
  const remaining = expiresAt === null ? undefined : Math.max(1, Math.ceil((expiresAt - now) / 1000));
  return withLifetime(
    [cookie(COOKIE_USER_TYPE, info.userType), cookie(COOKIE_AGENT_TYPE, info.agentType), cookie(COOKIE_NICK_NAME, info.nickName)],
    remaining,
  );
}

/** After a successful password reset: the flag is gone. */
export function resetFlagRemoval(): CookieWrite[] {
  return [cookie(COOKIE_RESET_PASSWORD, null)];
}

/** Removes the token cookie and the reset flag that belongs to it (a local-only logout). */
export function tokenCookieRemoval(): CookieWrite[] {
  return [cookie(COOKIE_TOKEN, null), cookie(COOKIE_TOKEN_EXPIRES_AT, null), cookie(COOKIE_AGENT_FUNCTIONS, null), ...resetFlagRemoval()];
}

/** Removes every cookie of the session (SPEC §3, and the reset flag). */
export function sessionCookiesRemoval(): CookieWrite[] {
  return [
    COOKIE_TOKEN,
    COOKIE_USER_TYPE,
    COOKIE_AGENT_TYPE,
    COOKIE_NICK_NAME,
    COOKIE_RESET_PASSWORD,
    COOKIE_TOKEN_EXPIRES_AT,
    COOKIE_AGENT_FUNCTIONS,
  ].map((name) => cookie(name, null));
}
