import type { LoginSession } from './login-response';
import type { AgentType, UserType } from './role';
import type { UserInfoSession } from './user-info';

/**
 * Everything the session knows of its user besides the token (SPEC §3 "User session state"): one
 * record, filled from the cookies at start, by the login answer, then by the user info. Each
 * change below is a whole new record, so a field cannot be forgotten by one transition and kept
 * by another.
 */
export interface SessionUser {
  /** userName of the user info. */
  name: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  /** isAuth of the user info: 0 none, 1 pending, 2 passed, 3 refused; null until known. */
  authStatus: number | null;
  userId: number | null;
  userType: UserType | null;
  nickName: string;
  /** scholar of the user info. */
  expertFlag: boolean;
  agentType: AgentType | null;
  leftAmount: number | null;
  /** functionConfig of an agent main account's login: the menus it may use. */
  agentMenusConfig: string[];
  mobile: string;
  expireDate: string | null;
  childCount: number | null;
  createTime: string | null;
  /**
   * Set by an agent login that must change its password first; cleared by the reset and by every
   * clearing (it belongs to the token). Kept with the token's cookies, so a reload keeps it.
   */
  resetPassword: boolean;
}

/** Nobody: every field empty. */
export const NO_USER: Readonly<SessionUser> = Object.freeze({
  name: '',
  avatar: '',
  roles: [],
  permissions: [],
  authStatus: null,
  userId: null,
  userType: null,
  nickName: '',
  expertFlag: false,
  agentType: null,
  leftAmount: null,
  agentMenusConfig: [],
  mobile: '',
  expireDate: null,
  childCount: null,
  createTime: null,
  resetPassword: false,
});

/** What the shared cookies say of the user (SPEC §3's cookies, the reset flag, the function configuration). */
export interface SavedUser {
  userType: UserType | null;
  agentType: AgentType | null;
  nickName: string;
  resetPassword: boolean;
  agentMenusConfig: readonly string[];
}

/**
 * The user as the cookies describe it: at start, and when another tab changed them. Whatever the
 * cookies do not hold (the user info) is unknown until it is fetched again.
 */
export function userOfSaved(saved: SavedUser): SessionUser {
  return {
    ...NO_USER,
    userType: saved.userType,
    agentType: saved.agentType,
    nickName: saved.nickName,
    resetPassword: saved.resetPassword,
    agentMenusConfig: [...saved.agentMenusConfig],
  };
}

/** A login was accepted: what its answer says replaces what the user had. */
export function userAfterLogin(user: SessionUser, login: LoginSession): SessionUser {
  return {
    ...user,
    userType: login.userType,
    agentType: login.agentType,
    agentMenusConfig: login.agentMenusConfig,
    avatar: login.avatar,
    mobile: login.mobile,
    resetPassword: login.resetPassword,
  };
}

/** The user info arrived: every field it carries replaces the session's. */
export function userAfterInfo(user: SessionUser, info: UserInfoSession): SessionUser {
  return { ...user, ...info };
}

/** Only the token was dropped (SPEC §4's local-only logout): the reset flag, which belongs to it, goes too. */
export function userWithoutToken(user: SessionUser): SessionUser {
  return user.resetPassword ? { ...user, resetPassword: false } : user;
}

/**
 * A logout (SPEC §4): roles, permissions, user type, agent type, menu configuration, left amount,
 * avatar and mobile are cleared, with the token. The fields SPEC does not name (name, nickName,
 * userId, authStatus, expertFlag, expireDate, childCount, createTime) stay until the next login or
 * user info overwrites them; without a token the role is anonymous and no scholar, so nothing
 * reads them as a logged-in user's.
 */
export function userAfterLogout(user: SessionUser): SessionUser {
  return {
    ...userWithoutToken(user),
    roles: [],
    permissions: [],
    userType: null,
    agentType: null,
    agentMenusConfig: [],
    leftAmount: null,
    avatar: '',
    mobile: '',
  };
}
