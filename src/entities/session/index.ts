/*
 * The session (SPEC §3, §4): the token and its user, one store each, persisted to the session
 * cookies; the login, user-info, logout and reset-password effects, and the expiry prompt. No UI here.
 */
export {
  $token,
  $user,
  $userType,
  $nickName,
  $avatar,
  $mobile,
  $userId,
  $leftAmount,
  $agentMenusConfig,
  $resetPassword,
  $isLoggedIn,
  $role,
  $isScholar,
  requestToken,
  loggedIn,
  userInfoReceived,
  userInfoRefused,
  sessionCleared,
  sessionChangedElsewhere,
} from './model/session';
export type { SessionUser } from './lib/session-user';
export { readPersistedSession } from './model/persistence';
export type { PersistedSession } from './model/persistence';
export type { UserInfoRefusal } from './lib/user-info';
export { tokenFingerprint } from './lib/token-fingerprint';
export { smsLoginFx, agentLoginFx, ssoLoginFx, fetchUserInfoFx, resetPasswordFx } from './model/login';
export type { LoginFailure, UserInfoFailure } from './model/login';
export { logoutFx, localLogout, loggedOut } from './model/logout';
export type { LoggedOut } from './model/logout';
export { showExpiryPromptFx, setExpiryPromptHandler, $expiryPromptOpen, watchTokenLifetime } from './model/expiry';
export type { ExpiryPrompt } from './model/expiry';
export { deriveRole, routeAfterLogout } from './lib/role';
export type { UserType, AgentType, SessionRole } from './lib/role';
export type { LoginSession } from './lib/login-response';
export type { UserInfoSession } from './lib/user-info';
