import { createEffect, createEvent, sample } from 'effector';
import { $isLoggedIn, $userType, localLogout, loggedOut, type LoggedOut, type UserType } from '@/entities/session';
import { COOKIE_TOKEN } from '@/shared/config';
import { readCookie } from '@/shared/lib/cookies';
import { SESSION_CHANNEL_NAME } from '../config/constants';
import { openSessionChannel, type SessionChannel } from '../lib/session-channel';

/** What one tab tells the others when its user logged out. */
interface LogoutMessage {
  type: 'logged-out';
  userType: UserType | null;
}

function toLoggedOut(message: unknown): LoggedOut | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, userType } = message as Partial<LogoutMessage>;
  if (type !== 'logged-out') return null;
  return { userType: userType === 'website' || userType === 'agent' ? userType : null };
}

/**
 * This tab's session ended because the user logged out in another tab (or the token cookie
 * they share disappeared). The token is already cleared here; the app routes on this fact as
 * it does on `loggedOut`.
 */
export const loggedOutElsewhere = createEvent<LoggedOut>();

const logoutMessageReceived = createEvent<LoggedOut>();
const tokenCookieChecked = createEvent<boolean>();
const endedElsewhere = createEvent<LoggedOut>();

// One channel per page, opened by startCrossTabLogout(); a plain variable because it is a
// browser resource, not session state.
let channel: SessionChannel | null = null;

const broadcastLogoutFx = createEffect((payload: LoggedOut) => {
  const message: LogoutMessage = { type: 'logged-out', userType: payload.userType };
  channel?.post(message);
});

sample({ clock: loggedOut, target: broadcastLogoutFx });

// Only a tab that still believes it is logged in has anything to do; the rest ignore the news.
sample({ clock: logoutMessageReceived, filter: $isLoggedIn, target: endedElsewhere });
sample({
  clock: tokenCookieChecked,
  source: { loggedIn: $isLoggedIn, userType: $userType },
  filter: ({ loggedIn }, cookiePresent) => loggedIn && !cookiePresent,
  fn: ({ userType }): LoggedOut => ({ userType }),
  target: endedElsewhere,
});
// Clear first, then tell: whoever routes on the fact finds the token gone.
sample({ clock: endedElsewhere, target: localLogout });
sample({ clock: endedElsewhere, target: loggedOutElsewhere });

/**
 * Starts listening to the other tabs: a logout there logs this tab out too; so does a token
 * cookie that vanished while the tab was in the background (checked when it comes back).
 * Call once at start-up; returns the function that stops listening.
 */
export function startCrossTabLogout(): () => void {
  channel?.close();
  const opened = openSessionChannel(SESSION_CHANNEL_NAME, (message) => {
    const payload = toLoggedOut(message);
    if (payload) logoutMessageReceived(payload);
  });
  channel = opened;

  const checkCookie = () => {
    if (document.visibilityState === 'visible') tokenCookieChecked(Boolean(readCookie(COOKIE_TOKEN)));
  };
  document.addEventListener('visibilitychange', checkCookie);
  window.addEventListener('focus', checkCookie);

  return () => {
    document.removeEventListener('visibilitychange', checkCookie);
    window.removeEventListener('focus', checkCookie);
    opened.close();
    if (channel === opened) channel = null;
  };
}
