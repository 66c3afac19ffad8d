import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { COOKIE_AGENT_TYPE, COOKIE_NICK_NAME, COOKIE_TOKEN, COOKIE_USER_TYPE } from '@/shared/config';
import { readCookie, writeCookie } from '@/shared/lib/cookies';
import { agentLoginRequestFx } from './api';
import { agentLoginFx } from './login';
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
    expect(scope.getState(model.$agentType)).toBe('agentChild');
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
    expect(readPersistedSession()).toEqual({ token: '', userType: null, agentType: null, nickName: '' });
  });

  it('the token cookie lives as long as the login response says (expires, in seconds)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const scope = fork({
      handlers: [[agentLoginRequestFx, async () => ({ code: 200, msg: 'ok', data: { token: 'short', LOGIN_TYPE: 'agentLord', expires: 60 } })]],
    });

    await allSettled(agentLoginFx, { scope, params: { username: 'u', password: 'p', code: 'c', uuid: 'i' } });
    expect(readCookie(COOKIE_TOKEN)).toBe('short');

    vi.setSystemTime(new Date('2025-01-01T00:00:59Z'));
    expect(readCookie(COOKIE_TOKEN)).toBe('short');
    vi.setSystemTime(new Date('2025-01-01T00:01:01Z'));
    expect(readCookie(COOKIE_TOKEN)).toBeUndefined();
    // The other cookies are session cookies.
    expect(readCookie(COOKIE_USER_TYPE)).toBe('agent');
  });
});
