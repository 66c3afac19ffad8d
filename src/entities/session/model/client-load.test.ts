// The HTTP client (axios and its interceptors, `shared/api/http`) is a chunk of its own, fetched
// with the first call: on a reload with a token that call is the user info. When that chunk
// cannot be fetched there is no answer from the server, so the session stays (SPEC §4 clears it
// only on a refusal) and the user is told once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { setNotifier } from '@/shared/api';
import { writeCookie, removeCookie } from '@/shared/lib/cookies';
import { COOKIE_TOKEN } from '@/shared/config';

vi.mock('@/shared/api/http', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/http-old.js');
});

afterEach(() => {
  removeCookie(COOKIE_TOKEN);
  vi.resetModules();
});

describe('a lost HTTP-client chunk during user info', () => {
  it('keeps the session, raises no refusal, and says 页面加载失败，请检查网络后重新加载 once', async () => {
    writeCookie(COOKIE_TOKEN, 'kept-token');
    const { fetchUserInfoFx } = await import('./login');
    const { $token, userInfoRefused, sessionCleared } = await import('./session');
    const messages: string[] = [];
    const restore = setNotifier((_, message) => messages.push(message));
    const refused = vi.fn();
    const cleared = vi.fn();
    const scope = fork();
    const unwatch = [userInfoRefused.watch(refused), sessionCleared.watch(cleared)];
    try {
      const result = await allSettled(fetchUserInfoFx, { scope });
      expect(result.status).toBe('fail');
      expect(result.value).toMatchObject({ kind: 'network', message: '页面加载失败，请检查网络后重新加载' });
    } finally {
      unwatch.forEach((stop) => stop());
      restore();
    }
    expect(scope.getState($token)).toBe('kept-token');
    expect(refused).not.toHaveBeenCalled();
    expect(cleared).not.toHaveBeenCalled();
    expect(messages).toEqual(['页面加载失败，请检查网络后重新加载']);
  });
});
