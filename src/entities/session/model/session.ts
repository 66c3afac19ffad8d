import { combine, createEvent, createStore, sample, type StoreWritable } from 'effector';
import { deriveRole, type AgentType, type UserType } from '../lib/role';
import type { LoginSession } from '../lib/login-response';
import type { UserInfoSession } from '../lib/user-info';
import {
  loginCookies,
  sessionCookiesRemoval,
  tokenCookieRemoval,
  userInfoCookies,
} from '../lib/session-cookies';
import { readPersistedSession, writeSessionCookiesFx } from './persistence';

/*
 * The session state of SPEC §3, one store per field. The four values SPEC keeps in cookies
 * start from those cookies, so a reload keeps the session; the rest is refetched with the
 * user info. Because of those cookie-derived defaults the clearing below sets explicit empty
 * values: `.reset()` would bring back the token the page was loaded with.
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
export const $agentMenusConfig = createStore<string[]>([]);
export const $mobile = createStore('');
export const $expireDate = createStore<string | null>(null);
export const $childCount = createStore<number | null>(null);
export const $createTime = createStore<string | null>(null);
/** Set by an agent login that must change its password first; cleared by the reset. */
export const $resetPassword = createStore(false);

export const $isLoggedIn = $token.map((token) => token !== '');
export const $role = combine($token, $userType, $agentType, deriveRole);
// A scholar flag left over from a cleared token must not open the scholar pages.
export const $isScholar = combine($isLoggedIn, $expertFlag, (loggedIn, scholar) => loggedIn && scholar);

/** A login was accepted (it carried a token). */
export const loggedIn = createEvent<LoginSession>();
/** The user info arrived with data. */
export const userInfoReceived = createEvent<UserInfoSession>();

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

function clearOn<T>(store: StoreWritable<T>, empty: T, clock: typeof tokenCleared): void {
  store.on(clock, () => empty);
}

clearOn($token, '', tokenCleared);

clearOn($roles, [], credentialsCleared);
clearOn($permissions, [], credentialsCleared);
clearOn($userType, null, credentialsCleared);
clearOn($agentType, null, credentialsCleared);
clearOn($agentMenusConfig, [], credentialsCleared);
clearOn($leftAmount, null, credentialsCleared);
clearOn($avatar, '', credentialsCleared);
clearOn($mobile, '', credentialsCleared);

clearOn($name, '', sessionCleared);
clearOn($nickName, '', sessionCleared);
clearOn($authStatus, null, sessionCleared);
clearOn($userId, null, sessionCleared);
clearOn($expertFlag, false, sessionCleared);
clearOn($expireDate, null, sessionCleared);
clearOn($childCount, null, sessionCleared);
clearOn($createTime, null, sessionCleared);
clearOn($resetPassword, false, sessionCleared);

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

sample({ clock: loggedIn, fn: loginCookies, target: writeSessionCookiesFx });
sample({ clock: userInfoReceived, fn: userInfoCookies, target: writeSessionCookiesFx });
sample({ clock: tokenCleared, fn: tokenCookieRemoval, target: writeSessionCookiesFx });
// SPEC §4: a logout clears "the stored cookies" — all of them, NICK_NAME included.
sample({ clock: credentialsCleared, fn: sessionCookiesRemoval, target: writeSessionCookiesFx });
