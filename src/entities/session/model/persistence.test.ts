import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { COOKIE_AGENT_FUNCTIONS, COOKIE_RESET_PASSWORD } from '../lib/session-cookies';
import { tokenFingerprint } from '../lib/token-fingerprint';
import { agentLoginRequestFx, smsLoginRequestFx } from './api';
import { agentLoginFx, resetPasswordFx, smsLoginFx } from './login';
import { localLogout, logoutFx, logoutRequestFx } from './logout';
import { readPersistedSession } from './persistence';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('session cookies (SPEC §3)', () => {
  it('a reload starts from the cookies: token, user type, agent type, nickname', async () => {
    writeCookie(COOKIE_TOKEN, 'kept-token');
    writeCookie(COOKIE_USER_TYPE, 'agent');
    writeCookie(COOKIE_AGENT_TYPE, 'agentChild');
    writeCookie(COOKIE_NICK_NAME, '李四');
    vi.resetModules();

    // A fresh module instance, as after a page load.
    const model = await import('./session');
    const scope = fork();

    expect(scope.getState(model.$token)).toBe('kept-token');
    expect(scope.getState(model.$userType)).toBe('agent');
    expect(scope.getState(model.$user).agentType).toBe('agentChild');
    expect(scope.getState(model.$nickName)).toBe('李四');
    expect(scope.getState(model.$isLoggedIn)).toBe(true);
    expect(scope.getState(model.$role)).toBe('agentChild');

    // Clearing goes to empty values, not back to what the page was loaded with.
    await allSettled(model.sessionCleared, { scope });
    expect(scope.getState(model.$token)).toBe('');
    expect(scope.getState(model.$nickName)).toBe('');
  });

  it('ignores cookie values that are not a known user or agent type', () => {
    writeCookie(COOKIE_USER_TYPE, 'admin');
    writeCookie(COOKIE_AGENT_TYPE, 'boss');
    expect(readPersistedSession()).toEqual({
      token: '',
      userType: null,
      agentType: null,
      nickName: '',
      resetPassword: false,
      tokenExpiresAt: null,
      agentMenusConfig: [],
    });
  });

  it('the token cookie, and its companions, live as long as the login response says (expires, in seconds)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const scope = fork({
      handlers: [
        [agentLoginRequestFx, async () => ({ code: 200, msg: 'ok', data: { token: 'short', LOGIN_TYPE: 'agentLord', expires: 60 } })],
      ],
    });

    await allSettled(agentLoginFx, { scope, params: { username: 'u', password: 'p', code: 'c', uuid: 'i' } });
    expect(readCookie(COOKIE_TOKEN)).toBe('short');

    vi.setSystemTime(new Date('2025-01-01T00:00:59Z'));
    expect(readCookie(COOKIE_TOKEN)).toBe('short');
    expect(readCookie(COOKIE_USER_TYPE)).toBe('agent');
    expect(readCookie(COOKIE_AGENT_TYPE)).toBe('agentLord');
    vi.setSystemTime(new Date('2025-01-01T00:01:01Z'));
    expect(readCookie(COOKIE_TOKEN)).toBeUndefined();
    // The companion cookies describe the token's session and end with it.
    expect(readCookie(COOKIE_USER_TYPE)).toBeUndefined();
    expect(readCookie(COOKIE_AGENT_TYPE)).toBeUndefined();
  });
});

describe('the forced password reset survives a reload', () => {
  const RESET_LOGIN = { code: 200, msg: 'ok', data: { token: 'must-reset', LOGIN_TYPE: 'agentChild', resetPassword: true, expires: 60 } };
  const CREDENTIALS = { username: 'u', password: 'p', code: 'c', uuid: 'i' };

  /** A page load: fresh session modules reading the cookies. */
  async function reload() {
    vi.resetModules();
    const model = await import('./session');
    return { model, scope: fork() };
  }

  it('an agent login with resetPassword keeps the flag in a cookie; F5 still stalls', async () => {
    const scope = fork({ handlers: [[agentLoginRequestFx, async () => RESET_LOGIN]] });
    await allSettled(agentLoginFx, { scope, params: CREDENTIALS });
    expect(readCookie(COOKIE_RESET_PASSWORD)).toBe(tokenFingerprint('must-reset'));

    const after = await reload();
    expect(after.scope.getState(after.model.$token)).toBe('must-reset');
    expect(after.scope.getState(after.model.$resetPassword)).toBe(true);
  });

  it('the flag cookie lives as long as the token cookie', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const scope = fork({ handlers: [[agentLoginRequestFx, async () => RESET_LOGIN]] });
    await allSettled(agentLoginFx, { scope, params: CREDENTIALS });
    vi.setSystemTime(new Date('2025-01-01T00:00:59Z'));
    expect(readCookie(COOKIE_RESET_PASSWORD)).toBeDefined();
    vi.setSystemTime(new Date('2025-01-01T00:01:01Z'));
    expect(readCookie(COOKIE_RESET_PASSWORD)).toBeUndefined();
    expect(readCookie(COOKIE_TOKEN)).toBeUndefined();
  });

  it('a successful reset clears the flag for the next reload too', async () => {
    const scope = fork({
      handlers: [
        [agentLoginRequestFx, async () => RESET_LOGIN],
        [resetPasswordFx, async () => ({ code: 200, msg: 'ok' })],
      ],
    });
    await allSettled(agentLoginFx, { scope, params: CREDENTIALS });
    await allSettled(resetPasswordFx, { scope, params: { newPassword: 'N3w!pass', confirmPassword: 'N3w!pass' } });
    expect(readCookie(COOKIE_RESET_PASSWORD)).toBeUndefined();

    const after = await reload();
    expect(after.scope.getState(after.model.$token)).toBe('must-reset');
    expect(after.scope.getState(after.model.$resetPassword)).toBe(false);
  });

  it.each([
    ['a local-only logout', async (scope: ReturnType<typeof fork>) => allSettled(localLogout, { scope })],
    ['a logout', async (scope: ReturnType<typeof fork>) => allSettled(logoutFx, { scope })],
  ])('%s clears the flag and its cookie', async (_, clear) => {
    const scope = fork({
      handlers: [
        [agentLoginRequestFx, async () => RESET_LOGIN],
        [logoutRequestFx, async () => ({ code: 200, msg: 'ok' })],
      ],
    });
    await allSettled(agentLoginFx, { scope, params: CREDENTIALS });
    await clear(scope);
    const model = await import('./session');
    expect(scope.getState(model.$resetPassword)).toBe(false);
    expect(readCookie(COOKIE_RESET_PASSWORD)).toBeUndefined();
  });

  it('a login without the flag removes a flag left by an earlier login', async () => {
    const scope = fork({
      handlers: [
        [agentLoginRequestFx, async () => RESET_LOGIN],
        [smsLoginRequestFx, async () => ({ code: 200, msg: 'ok', data: { token: 'sms' } })],
      ],
    });
    await allSettled(agentLoginFx, { scope, params: CREDENTIALS });
    await allSettled(smsLoginFx, { scope, params: { mobile: '13800000000', code: '1' } });
    expect(readCookie(COOKIE_RESET_PASSWORD)).toBeUndefined();
  });

  it('a flag cookie written for another token is no flag', async () => {
    writeCookie(COOKIE_TOKEN, 'token-B');
    writeCookie(COOKIE_RESET_PASSWORD, tokenFingerprint('token-A'));
    expect(readPersistedSession().resetPassword).toBe(false);
    writeCookie(COOKIE_RESET_PASSWORD, tokenFingerprint('token-B'));
    expect(readPersistedSession().resetPassword).toBe(true);
  });
});

describe('companion cookies after a reload', () => {
  it("the user info after a reload writes USER_TYPE, SET_AGENTTYPE and NICK_NAME for the token's remaining lifetime", async () => {
    const now = Date.now();
    writeCookie(COOKIE_TOKEN, 'lived-token');
    writeCookie('TOKEN_EXPIRES_AT', String(now + 600_000));
    vi.resetModules();
    const model = await import('./session');
    const persistence = await import('./persistence');
    const written: Array<{ name: string; expires?: number }> = [];
    const scope = fork({
      handlers: [[persistence.writeSessionCookiesFx, (writes: Array<{ name: string; expires?: number }>) => written.push(...writes)]],
    });
    expect(scope.getState(model.$tokenExpiresAt)).toBe(now + 600_000);
    await allSettled(model.userInfoReceived, {
      scope,
      params: { userType: 'website', agentType: null, nickName: '张晓明' } as unknown as Parameters<typeof model.userInfoReceived>[0],
    });
    const lifetimes = written.map((w) => [w.name, w.expires]);
    expect(lifetimes).toContainEqual([COOKIE_NICK_NAME, expect.any(Number)]);
    const nick = written.find((w) => w.name === COOKIE_NICK_NAME);
    expect(nick?.expires).toBeGreaterThan(590);
    expect(nick?.expires).toBeLessThanOrEqual(600);
  });
});

describe('the main account’s function configuration survives a reload', () => {
  const lordLogin = (functionConfig: string[] | undefined, token = 'lord-token') =>
    fork({
      handlers: [[agentLoginRequestFx, async () => ({ code: 200, msg: 'ok', data: { token, LOGIN_TYPE: 'agentLord', functionConfig } })]],
    });

  it('is kept with the token, read back after F5, and gone with a logout', async () => {
    const scope = lordLogin(['checkStatictis', 'subAccount']);
    await allSettled(agentLoginFx, { scope, params: { username: 'a', password: 'b', code: 'c', uuid: 'd' } });
    expect(readPersistedSession().agentMenusConfig).toEqual(['checkStatictis', 'subAccount']);

    await allSettled(logoutFx, { scope: fork({ handlers: [[logoutRequestFx, async () => ({ code: 200, msg: 'ok' })]] }) });
    expect(readCookie(COOKIE_AGENT_FUNCTIONS)).toBeUndefined();
    expect(readPersistedSession().agentMenusConfig).toEqual([]);
  });

  it('a configuration written for another token is none', async () => {
    const scope = lordLogin(['cardBatch']);
    await allSettled(agentLoginFx, { scope, params: { username: 'a', password: 'b', code: 'c', uuid: 'd' } });
    writeCookie(COOKIE_TOKEN, 'someone-else');
    expect(readPersistedSession().agentMenusConfig).toEqual([]);
  });

  it('no configuration writes no cookie', async () => {
    const scope = lordLogin(undefined);
    await allSettled(agentLoginFx, { scope, params: { username: 'a', password: 'b', code: 'c', uuid: 'd' } });
    expect(readCookie(COOKIE_AGENT_FUNCTIONS)).toBeUndefined();
  });
});
