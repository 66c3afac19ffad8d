import { createEffect, createEvent, sample } from 'effector';
import {
  $token,
  $userType,
  loggedIn,
  loggedOut,
  readPersistedSession,
  sessionChangedElsewhere,
  tokenFingerprint,
  type LoggedOut,
  type LoginSession,
  type PersistedSession,
  type UserType,
} from '@/entities/session';
import { SESSION_CHANNEL_NAME } from '../config/constants';
import { crossTabChange } from '../lib/cross-tab-change';
import { openSessionChannel, type SessionChannel } from '../lib/session-channel';

/**
 * What one tab tells the others when its user logged out. `session` is the fingerprint of the
 * token that left (never the token itself: the storage fallback writes it to localStorage).
 */
interface LogoutMessage {
  type: 'logged-out';
  userType: UserType | null;
  session?: string;
}

/**
 * What one tab tells the others when someone logged in there: the shared cookies now hold a new
 * session (`session`: its token's fingerprint). The others look at the cookies at once, even when
 * visible but unfocused, so no tab shows account A while its requests carry B's token.
 */
interface LoginMessage {
  type: 'logged-in';
  session: string;
}

interface LogoutNews {
  userType: UserType | null;
  /** Absent in messages of older versions of the portal. */
  session?: string;
}

// Not answers: what another tab posted (BroadcastChannel, or localStorage in the fallback), any shape.
function toLogoutNews(message: unknown): LogoutNews | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, userType, session } = message as Partial<LogoutMessage>;
  if (type !== 'logged-out') return null;
  const news: LogoutNews = { userType: userType === 'website' || userType === 'agent' ? userType : null };
  if (typeof session === 'string') news.session = session;
  return news;
}

/**
 * This tab's session ended because the user logged out in another tab (or the token cookie
 * they share disappeared). The session is already cleared here; the app routes on this fact
 * as it does on `loggedOut`.
 */
export const loggedOutElsewhere = createEvent<LoggedOut>();

/**
 * Another tab logged in (as someone else, or while this tab was logged out): this tab has
 * taken over that session from the shared cookies; its user info is still to be fetched.
 * The app re-checks the current page for the new account.
 */
export const accountSwitchedElsewhere = createEvent<PersistedSession>();

const logoutNewsReceived = createEvent<LogoutNews>();
const cookiesToCheck = createEvent();

// One channel per page, opened by startCrossTabLogout(); a plain variable because it is a
// browser resource, not session state.
let channel: SessionChannel | null = null;

const broadcastLoginFx = createEffect((session: LoginSession) => {
  const message: LoginMessage = { type: 'logged-in', session: tokenFingerprint(session.token) };
  channel?.post(message);
});

/** Another tab's message (not an answer), any shape. */
const isLoginMessage = (message: unknown): message is LoginMessage =>
  typeof message === 'object' && message !== null && (message as Partial<LoginMessage>).type === 'logged-in';

const broadcastLogoutFx = createEffect((payload: LoggedOut) => {
  const message: LogoutMessage = { type: 'logged-out', userType: payload.userType };
  if (payload.token) message.session = tokenFingerprint(payload.token);
  channel?.post(message);
});

/** The shared cookies as they are now, with the logout news that made this tab look. */
const readCookiesFx = createEffect((news: LogoutNews | null) => ({ cookies: readPersistedSession(), news }));

sample({ clock: loggedOut, target: broadcastLogoutFx });
sample({ clock: loggedIn, target: broadcastLoginFx });

sample({ clock: logoutNewsReceived, target: readCookiesFx });
sample({ clock: cookiesToCheck, fn: () => null, target: readCookiesFx });

const seen = sample({
  clock: readCookiesFx.doneData,
  source: { token: $token, userType: $userType },
  fn: ({ token, userType }, { cookies, news }) => ({
    change: crossTabChange(token, cookies.token, news?.session),
    left: { userType: news?.userType ?? userType, token },
    cookies,
  }),
});

const ended = sample({ clock: seen, filter: ({ change }) => change === 'ended' });
const switched = sample({ clock: seen, filter: ({ change }) => change === 'switched', fn: ({ cookies }) => cookies });

// Memory only: the cookies are the other tab's business (removing them here could end a
// session it has just started). Cleared first, then told: whoever routes finds the token gone.
sample({
  clock: ended,
  fn: ({ cookies }): PersistedSession => ({ ...cookies, token: '', resetPassword: false, tokenExpiresAt: null }),
  target: sessionChangedElsewhere,
});
sample({ clock: ended, fn: ({ left }) => left, target: loggedOutElsewhere });
sample({ clock: switched, target: sessionChangedElsewhere });
sample({ clock: switched, target: accountSwitchedElsewhere });

/**
 * Starts listening to the other tabs: a logout there of this tab's token logs this tab out
 * too; a token cookie that vanished or changed while the tab was in the background is
 * followed when it comes back. Call once at start-up; returns the function that stops listening.
 */
export function startCrossTabLogout(): () => void {
  channel?.close();
  const opened = openSessionChannel(SESSION_CHANNEL_NAME, (message) => {
    const news = toLogoutNews(message);
    if (news) logoutNewsReceived(news);
    else if (isLoginMessage(message)) cookiesToCheck();
  });
  channel = opened;

  const checkCookie = () => {
    if (document.visibilityState === 'visible') cookiesToCheck();
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
