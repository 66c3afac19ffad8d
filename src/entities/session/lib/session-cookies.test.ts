import { describe, expect, it } from 'vitest';
import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import { functionKeysOf } from './function-keys';
import { agentLoginSession } from './login-response';
import type { LoginSession } from './login-response';
import {
  COOKIE_TOKEN_EXPIRES_AT,
  agentFunctionsOf,
  agentFunctionsValue,
  loginCookies,
  parseExpiresAt,
  userInfoCookies,
} from './session-cookies';

const NOW = Date.UTC(2026, 10, 24, 8, 0, 0);
const login: LoginSession = {
  token: 't-1',
  userType: 'agent',
  agentType: 'agentLord',
  agentMenusConfig: [],
  avatar: '',
  mobile: '',
  resetPassword: false,
};
const info = { userType: 'agent', agentType: 'agentLord', nickName: '北方大学' } as Parameters<typeof userInfoCookies>[0];

const lifetimes = (writes: ReturnType<typeof loginCookies>) =>
  Object.fromEntries(writes.filter((w) => w.value !== null).map((w) => [w.name, w.expires]));

describe('the companion cookies live as long as the token', () => {
  it('a login with a lifetime gives it to the token, the user type, the agent type and the stored expiry', () => {
    const writes = loginCookies({ ...login, expires: 3600 }, NOW);
    expect(lifetimes(writes)).toEqual({
      [COOKIE_TOKEN]: 3600,
      [COOKIE_USER_TYPE]: 3600,
      [COOKIE_AGENT_TYPE]: 3600,
      [COOKIE_TOKEN_EXPIRES_AT]: 3600,
    });
    expect(writes.find((w) => w.name === COOKIE_TOKEN_EXPIRES_AT)?.value).toBe(String(NOW + 3_600_000));
  });

  it('the user info, later (or after a reload), writes its cookies for what is left of the token', () => {
    const writes = userInfoCookies(info, NOW + 1_000_000, NOW);
    expect(lifetimes(writes)).toEqual({ [COOKIE_USER_TYPE]: 1000, [COOKIE_AGENT_TYPE]: 1000, [COOKIE_NICK_NAME]: 1000 });
  });

  it('a token without a lifetime keeps browser-session cookies, and stores no expiry', () => {
    expect(lifetimes(loginCookies(login, NOW))).toEqual({
      [COOKIE_TOKEN]: undefined,
      [COOKIE_USER_TYPE]: undefined,
      [COOKIE_AGENT_TYPE]: undefined,
    });
    expect(lifetimes(userInfoCookies(info, null, NOW))).toEqual({
      [COOKIE_USER_TYPE]: undefined,
      [COOKIE_AGENT_TYPE]: undefined,
      [COOKIE_NICK_NAME]: undefined,
    });
  });

  it('reads a stored expiry, and nothing from a value that is not one', () => {
    expect(parseExpiresAt(String(NOW))).toBe(NOW);
    expect([undefined, '', 'x', '-5', '0'].map(parseExpiresAt)).toEqual([null, null, null, null, null]);
  });
});

describe('a main account’s function keys: one rule at log-in and after a reload', () => {
  it('keeps the same keys through the cookie as the log-in stored (card:batch included)', () => {
    const sent = ['card:batch', 'ip-manage', ' promo.code ', 'card:batch', '', 'a,b', 'x|y', 42, 'has space'];
    const atLogin = agentLoginSession({ token: 'tok', LOGIN_TYPE: 'agentLord', functionConfig: sent as string[] }).agentMenusConfig;
    expect(atLogin).toEqual(['card:batch', 'ip-manage', 'promo.code']);
    const value = agentFunctionsValue(atLogin, 'tok');
    expect(agentFunctionsOf(value ?? undefined, 'tok')).toEqual(atLogin);
    expect(functionKeysOf(atLogin)).toEqual(atLogin);
  });
});
