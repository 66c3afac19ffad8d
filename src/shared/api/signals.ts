import { createEvent } from 'effector';

/**
 * Raised once per 401 (body code or HTTP status). The client never navigates: the app wires
 * this to the session model, which shows the single expiry prompt or calls the news app's login.
 * `token` is the token the refused request carried (absent when it carried none), so the
 * session can ignore a late 401 for a token it no longer holds.
 */
export const sessionExpired = createEvent<{ message: string; token?: string }>();
