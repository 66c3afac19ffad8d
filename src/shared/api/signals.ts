import { createEvent } from 'effector';

/**
 * Raised once per 401 (body code or HTTP status). The client never navigates: the app wires
 * this to the session model, which shows the single expiry prompt or calls the news app's login.
 * `token` is the token the refused request carried (absent when it carried none), so the
 * session can ignore a late 401 for a token it no longer holds.
 */
export const sessionExpired = createEvent<{ message: string; token?: string }>();

let sessionToken: () => string = () => '';

/**
 * The app tells the client which token the session holds in memory (src/app/session-wiring.ts),
 * so that a request about to leave without it (the token's cookie ran out, or was removed, while
 * the tab was open) raises the expiry prompt instead of failing silently. null restores the default.
 */
export function setSessionTokenReader(read: (() => string) | null): void {
  sessionToken = read ?? (() => '');
}

/** The token the session holds in memory ('' for none). */
export function sessionTokenInMemory(): string {
  return sessionToken();
}
