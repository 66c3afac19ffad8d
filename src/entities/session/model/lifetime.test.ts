// The token's lifetime runs out while the tab is open: the session raises the expiry prompt's
// signal when it happens, not only at the next request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionExpired } from '@/shared/api';
import { COOKIE_TOKEN } from '@/shared/config';
import { readCookie, removeCookie, writeCookie } from '@/shared/lib/cookies';
import { watchTokenLifetime } from './expiry';
import { $token, loggedIn, sessionCleared } from './session';

const login = (expires?: number) =>
  loggedIn({
    token: 'life-token',
    expires,
    userType: 'website',
    agentType: null,
    agentMenusConfig: [],
    avatar: '',
    mobile: '',
    resetPassword: false,
  });

afterEach(() => {
  vi.useRealTimers();
  sessionCleared();
});

describe('watchTokenLifetime', () => {
  it('raises sessionExpired for the session’s token once its cookie has run out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const expired = vi.fn();
    const unwatch = sessionExpired.watch(expired);
    const stop = watchTokenLifetime();
    try {
      login(60);
      expect(readCookie(COOKIE_TOKEN)).toBe('life-token');
      await vi.advanceTimersByTimeAsync(59_000);
      expect(expired).not.toHaveBeenCalled();
      // The browser drops the cookie when its expiry passes.
      removeCookie(COOKIE_TOKEN);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(expired).toHaveBeenCalledTimes(1);
      expect(expired).toHaveBeenCalledWith(expect.objectContaining({ token: 'life-token' }));
      expect($token.getState()).toBe('life-token');
    } finally {
      stop();
      unwatch();
    }
  });

  it('says nothing while the cookie is still there, for a token without a lifetime, or after a logout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const expired = vi.fn();
    const unwatch = sessionExpired.watch(expired);
    const stop = watchTokenLifetime();
    try {
      login(60);
      // Renewed (written again with a longer life): the cookie is still there when the timer looks.
      writeCookie(COOKIE_TOKEN, 'life-token', 3600);
      await vi.advanceTimersByTimeAsync(62_000);
      login(undefined);
      removeCookie(COOKIE_TOKEN);
      await vi.advanceTimersByTimeAsync(3_600_000);
      login(30);
      sessionCleared();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(expired).not.toHaveBeenCalled();
    } finally {
      stop();
      unwatch();
    }
  });
});
