import { combine, createEvent, createStore, sample, type StoreWritable, type Unit } from 'effector';
import { deriveRole, type AgentType, type UserType } from '../lib/role';
import type { LoginSession } from '../lib/login-response';
import type { UserInfoRefusal, UserInfoSession } from '../lib/user-info';
import { loginCookies, sessionCookiesRemoval, tokenCookieRemoval, tokenExpiresAt, userInfoCookies } from '../lib/session-cookies';
import { readPersistedSession, writeSessionCookiesFx, type PersistedSession } from './persistence';

/*
 * The session state of SPEC §3, one store per field. The four values SPEC keeps in cookies
 * (and the reset-password flag) start from those cookies, so a reload keeps the session; the
 * rest is refetched with the user info. Because of those cookie-derived defaults the clearing
 * below sets explicit empty values: `.reset()` would bring back the token the page was loaded with.
 */
const persisted = readPersistedSession();

export const $token = createStore(persisted.token);
export const $name = createStore('');
export const $avatar = createStore('');
export const $roles = createStore<string[]>([]);
export const $permissions = createStore<string[]>([]);
/** isAuth of the user info: 0 none, 1 pending, 2 passed, 3 refused; null until known. */
export const $authStatus = createStore<number | null>(null);
export const $userId = createStore<number | null>(null);
export const $userType = createStore<UserType | null>(persisted.userType);
export const $nickName = createStore(persisted.nickName);
/** scholar of the user info. */
export const $expertFlag = createStore(false);
export const $agentType = createStore<AgentType | null>(persisted.agentType);
export const $leftAmount = createStore<number | null>(null);
/** functionConfig of an agent main account's login: the menus it may use. */
export const $agentMenusConfig = createStore<string[]>([...persisted.agentMenusConfig]);
export const $mobile = createStore('');
export const $expireDate = createStore<string | null>(null);
export const $childCount = createStore<number | null>(null);
export const $createTime = createStore<string | null>(null);
/**
 * Set by an agent login that must change its password first; cleared by the reset and by every
 * clearing (it belongs to the token). Persisted with the token, so a reload keeps it.
 */
export const $resetPassword = createStore(persisted.resetPassword);
/** When the token runs out (ms since the epoch), if it came with a lifetime: the companion cookies' too. */
export const $tokenExpiresAt = createStore<number | null>(persisted.tokenExpiresAt);

export const $isLoggedIn = $token.map((token) => token !== '');
export const $role = combine($token, $userType, $agentType, deriveRole);
// A scholar flag left over from a cleared token must not open the scholar pages.
export const $isScholar = combine($isLoggedIn, $expertFlag, (loggedIn, scholar) => loggedIn && scholar);

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

function clearOn<T>(store: StoreWritable<T>, empty: T, clocks: Array<Unit<unknown>>): void {
  store.on(clocks, () => empty);
}

// The fields that follow the cookies of another tab; everything else is forgotten then.
$token.on(sessionChangedElsewhere, (_, s) => s.token);
$userType.on(sessionChangedElsewhere, (_, s) => s.userType);
$agentType.on(sessionChangedElsewhere, (_, s) => s.agentType);
$nickName.on(sessionChangedElsewhere, (_, s) => s.nickName);
$resetPassword.on(sessionChangedElsewhere, (_, s) => s.resetPassword);
$tokenExpiresAt.on(sessionChangedElsewhere, (_, s) => s.tokenExpiresAt);
$agentMenusConfig.on(sessionChangedElsewhere, (_, s) => [...s.agentMenusConfig]);

clearOn($token, '', [tokenCleared]);
clearOn($resetPassword, false, [tokenCleared]);
clearOn($tokenExpiresAt, null, [tokenCleared]);

clearOn($roles, [], [credentialsCleared, sessionChangedElsewhere]);
clearOn($permissions, [], [credentialsCleared, sessionChangedElsewhere]);
clearOn($userType, null, [credentialsCleared]);
clearOn($agentType, null, [credentialsCleared]);
clearOn($agentMenusConfig, [], [credentialsCleared]);
clearOn($leftAmount, null, [credentialsCleared, sessionChangedElsewhere]);
clearOn($avatar, '', [credentialsCleared, sessionChangedElsewhere]);
clearOn($mobile, '', [credentialsCleared, sessionChangedElsewhere]);

clearOn($name, '', [sessionCleared, sessionChangedElsewhere]);
clearOn($nickName, '', [sessionCleared]);
clearOn($authStatus, null, [sessionCleared, sessionChangedElsewhere]);
clearOn($userId, null, [sessionCleared, sessionChangedElsewhere]);
clearOn($expertFlag, false, [sessionCleared, sessionChangedElsewhere]);
clearOn($expireDate, null, [sessionCleared, sessionChangedElsewhere]);
clearOn($childCount, null, [sessionCleared, sessionChangedElsewhere]);
clearOn($createTime, null, [sessionCleared, sessionChangedElsewhere]);

$token.on(loggedIn, (_, session) => session.token);
$userType.on(loggedIn, (_, session) => session.userType);
$agentType.on(loggedIn, (_, session) => session.agentType);
$agentMenusConfig.on(loggedIn, (_, session) => session.agentMenusConfig);
$avatar.on(loggedIn, (_, session) => session.avatar);
$mobile.on(loggedIn, (_, session) => session.mobile);
$resetPassword.on(loggedIn, (_, session) => session.resetPassword);

$userId.on(userInfoReceived, (_, info) => info.userId);
$name.on(userInfoReceived, (_, info) => info.name);
$nickName.on(userInfoReceived, (_, info) => info.nickName);
$avatar.on(userInfoReceived, (_, info) => info.avatar);
$authStatus.on(userInfoReceived, (_, info) => info.authStatus);
$userType.on(userInfoReceived, (_, info) => info.userType);
$agentType.on(userInfoReceived, (_, info) => info.agentType);
$expertFlag.on(userInfoReceived, (_, info) => info.expertFlag);
$leftAmount.on(userInfoReceived, (_, info) => info.leftAmount);
$mobile.on(userInfoReceived, (_, info) => info.mobile);
$childCount.on(userInfoReceived, (_, info) => info.childCount);
$expireDate.on(userInfoReceived, (_, info) => info.expireDate);
$createTime.on(userInfoReceived, (_, info) => info.createTime);
$roles.on(userInfoReceived, (_, info) => info.roles);
$permissions.on(userInfoReceived, (_, info) => info.permissions);

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
