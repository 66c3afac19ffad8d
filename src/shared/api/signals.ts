import { createEvent } from 'effector';

/**
 * Raised once per 401 (body code or HTTP status). The client never navigates: the app wires
 * this to the session model, which shows the single expiry prompt or calls the news app's login.
 */
export const sessionExpired = createEvent<{ message: string }>();
