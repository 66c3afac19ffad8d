import { combine, createEvent, createStore, sample } from 'effector';
import type { RequestToken } from '@/shared/api';
import { deriveRole } from '../lib/role';
import type { LoginSession } from '../lib/login-response';
import type { UserInfoRefusal, UserInfoSession } from '../lib/user-info';
import { loginCookies, sessionCookiesRemoval, tokenCookieRemoval, tokenExpiresAt, userInfoCookies } from '../lib/session-cookies';
import {
  NO_USER,
  userAfterInfo,
  userAfterLogin,
  userAfterLogout,
  userOfSaved,
  userWithoutToken,
  type SessionUser,
} from '../lib/session-user';
import { readPersistedSession, readSavedToken, writeSessionCookiesFx, type PersistedSession } from './persistence';

/*
 * The session state of SPEC §3 in two stores: the token, and everything known of its user. Both
 * start from the cookies (persistence.ts, the one module that reads and writes them), so a reload
 * keeps the session; the rest of the user is refetched with the user info. Because of those
 * cookie-derived defaults the clearings below set explicit empty values: `.reset()` would bring
 * back the token the page was loaded with.
 */
const persisted = readPersistedSession();

/** The session's token ('' for none): the one place it is held. Its cookie is its persistence. */
export const $token = createStore(persisted.token);
/** The user of the session (SPEC §3): cookies, then the login answer, then the user info. */
export const $user = createStore<SessionUser>(userOfSaved(persisted));
/** When the token runs out (ms since the epoch), if it came with a lifetime: the companion cookies' too. */
export const $tokenExpiresAt = createStore<number | null>(persisted.tokenExpiresAt);

/*
 * Read-only views of the user for the screens (useUnit), each one field of `$user`: nothing
 * holds a copy.
 */
export const $userType = $user.map((user) => user.userType);
export const $nickName = $user.map((user) => user.nickName);
export const $avatar = $user.map((user) => user.avatar);
export const $mobile = $user.map((user) => user.mobile);
export const $userId = $user.map((user) => user.userId);
export const $leftAmount = $user.map((user) => user.leftAmount);
export const $agentMenusConfig = $user.map((user) => user.agentMenusConfig);
export const $resetPassword = $user.map((user) => user.resetPassword);

export const $isLoggedIn = $token.map((token) => token !== '');
export const $role = combine($token, $user, (token, user) => deriveRole(token, user.userType, user.agentType));
// A scholar flag left over from a cleared token must not open the scholar pages.
export const $isScholar = combine($isLoggedIn, $user, (loggedIn, user) => loggedIn && user.expertFlag);

/**
 * The token a request is about to carry, and the one this tab holds, for the HTTP client (the app
 * gives it to the client's setup at start): asked at send time, never kept.
 */
export function requestToken(): RequestToken {
  return { saved: readSavedToken(), held: $token.getState() };
}

/** A login was accepted (it carried a token). */
export const loggedIn = createEvent<LoginSession>();
/** The user info arrived with data. */
export const userInfoReceived = createEvent<UserInfoSession>();

/**
 * The backend refused the current session's user info (SPEC §4): the session has just been
 * cleared; the app sends the user home or to agent login. Not raised when the request got no
 * answer (network, timeout) nor for an answer to an older token.
 */
export const userInfoRefused = createEvent<UserInfoRefusal>();

/**
 * The cookies, which every tab shares, now hold another session or none: another tab logged
 * out or in. This tab's memory follows them; no cookie is written (they are already right,
 * and removing them would end the other tab's new session).
 */
export const sessionChangedElsewhere = createEvent<PersistedSession>();

/*
 * The three clearings, nested so that no field is cleared in two places:
 * sessionCleared (everything) ⊃ credentialsCleared (SPEC §4's logout list) ⊃ tokenCleared.
 */
/** Only the token was dropped (SPEC §4 local-only logout, news-app expiry). */
export const tokenCleared = createEvent();
/** What a logout clears (SPEC §4): token, roles, permissions, user and agent type, menus, left amount, avatar, mobile, cookies. */
export const credentialsCleared = createEvent();
/** All session data was dropped (SPEC §4: failure of the user-info fetch). */
export const sessionCleared = createEvent();

sample({ clock: sessionCleared, target: credentialsCleared });
sample({ clock: credentialsCleared, target: tokenCleared });

$token.on(tokenCleared, () => '');
$tokenExpiresAt.on(tokenCleared, () => null);
$user.on(tokenCleared, userWithoutToken);
$user.on(credentialsCleared, userAfterLogout);
$user.on(sessionCleared, () => NO_USER);

// Another tab's cookies: the token and what they say of its user; the rest is forgotten.
$token.on(sessionChangedElsewhere, (_, saved) => saved.token);
$tokenExpiresAt.on(sessionChangedElsewhere, (_, saved) => saved.tokenExpiresAt);
$user.on(sessionChangedElsewhere, (_, saved) => userOfSaved(saved));

$token.on(loggedIn, (_, session) => session.token);
$user.on(loggedIn, userAfterLogin);
$user.on(userInfoReceived, userAfterInfo);

const loginWritten = sample({ clock: loggedIn, fn: (session) => ({ at: Date.now(), session }) });
$tokenExpiresAt.on(loginWritten, (_, { at, session }) => tokenExpiresAt(session, at));
sample({ clock: loginWritten, fn: ({ at, session }) => loginCookies(session, at), target: writeSessionCookiesFx });
sample({
  clock: userInfoReceived,
  source: $tokenExpiresAt,
  fn: (expiresAt, info) => userInfoCookies(info, expiresAt),
  target: writeSessionCookiesFx,
});
sample({ clock: tokenCleared, fn: tokenCookieRemoval, target: writeSessionCookiesFx });
// SPEC §4: a logout clears "the stored cookies" — all of them, NICK_NAME included.
sample({ clock: credentialsCleared, fn: sessionCookiesRemoval, target: writeSessionCookiesFx });
