// Test-only helpers for the session model's tests (imported by *.test.ts files only).
import type { Scope, Store, StoreWritable } from 'effector';
import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import type { UserInfo } from '@/shared/api/generated/model';
import { NO_USER, type SessionUser } from '../lib/session-user';
import { $token, $user } from './session';

/** An agent main account with every field of SPEC §3 set. */
export const FULL_SESSION = {
  token: 'tok-agent-lord',
  name: 'hd-lib',
  avatar: '/api/common/imageView/a.png',
  roles: ['agent'],
  permissions: ['check:add'],
  authStatus: 2,
  userId: 42,
  userType: 'agent',
  nickName: '华东图书馆',
  expertFlag: true,
  agentType: 'agentLord',
  leftAmount: 120.5,
  agentMenusConfig: ['checkStatictis', 'subAccount'],
  mobile: '13800000000',
  expireDate: '2030-01-01',
  childCount: 3,
  createTime: '2024-05-01 10:00:00',
  resetPassword: true,
} as const;

type Field = keyof typeof FULL_SESSION;

type UserField = Exclude<Field, 'token'>;

function userField<K extends UserField>(field: K): Store<SessionUser[K]> {
  return $user.map((user) => user[field]);
}

/** Every field of SPEC §3 as a store to read: the token's own, and a view of the user's each. */
export const STORES = {
  token: $token,
  name: userField('name'),
  avatar: userField('avatar'),
  roles: userField('roles'),
  permissions: userField('permissions'),
  authStatus: userField('authStatus'),
  userId: userField('userId'),
  userType: userField('userType'),
  nickName: userField('nickName'),
  expertFlag: userField('expertFlag'),
  agentType: userField('agentType'),
  leftAmount: userField('leftAmount'),
  agentMenusConfig: userField('agentMenusConfig'),
  mobile: userField('mobile'),
  expireDate: userField('expireDate'),
  childCount: userField('childCount'),
  createTime: userField('createTime'),
  resetPassword: userField('resetPassword'),
} satisfies Record<Field, Store<unknown>>;

/** The empty value of every field, as after `sessionCleared`. */
export const EMPTY_SESSION: Record<Field, unknown> = { token: '', ...NO_USER };

/**
 * `fork({ values })` entries for a session: the token and the user, every field empty unless
 * given (tests set fields of the one user store through this).
 */
export function sessionValues(fields: Partial<Record<Field, unknown>>): Array<[StoreWritable<unknown>, unknown]> {
  const { token = '', ...user } = fields;
  return [
    [$token as StoreWritable<unknown>, token],
    [$user as StoreWritable<unknown>, { ...NO_USER, ...user }],
  ];
}

/** `fork({ values })` entries for a fully logged-in agent main account. */
export function fullSessionValues(): Array<[StoreWritable<unknown>, unknown]> {
  return sessionValues(FULL_SESSION);
}

/** Every field of SPEC §3 as the scope holds it. */
export function sessionState(scope: Scope): Record<Field, unknown> {
  const entries = (Object.keys(STORES) as Field[]).map((field) => [field, scope.getState(STORES[field] as Store<unknown>)]);
  return Object.fromEntries(entries) as Record<Field, unknown>;
}

/** The cookies a logged-in agent main account has. */
export function writeFullSessionCookies(): void {
  writeCookie(COOKIE_TOKEN, FULL_SESSION.token);
  writeCookie(COOKIE_USER_TYPE, FULL_SESSION.userType);
  writeCookie(COOKIE_AGENT_TYPE, FULL_SESSION.agentType);
  writeCookie(COOKIE_NICK_NAME, FULL_SESSION.nickName);
}

export function sessionCookies(): Record<string, string | undefined> {
  return {
    token: readCookie(COOKIE_TOKEN),
    userType: readCookie(COOKIE_USER_TYPE),
    agentType: readCookie(COOKIE_AGENT_TYPE),
    nickName: readCookie(COOKIE_NICK_NAME),
  };
}

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    userName: 'zhangsan',
    nickName: '张三',
    avatar: '/api/common/imageView/z.png',
    isAuth: 2,
    userType: 'website',
    scholar: true,
    leftAmount: 88,
    mobile: '13900000000',
    childCount: 0,
    expireDate: null,
    createTime: '2023-09-09 09:09:09',
    roles: ['common'],
    permissions: ['*:*:*'],
    ...overrides,
  };
}
