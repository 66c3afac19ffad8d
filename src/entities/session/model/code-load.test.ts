// The code of the user-info call cannot be fetched (a flaky network, a deploy): that is no answer
// from the server, so the session stays (SPEC §4 clears it only on a refusal) and the user is told.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { setNotifier } from '@/shared/api';
import { writeCookie, removeCookie } from '@/shared/lib/cookies';
import { COOKIE_TOKEN } from '@/shared/config';

vi.mock('@/shared/api/generated/endpoints/auth/auth', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/auth-old.js');
});

afterEach(() => {
  removeCookie(COOKIE_TOKEN);
  vi.resetModules();
});

describe('a lost chunk during user info', () => {
  it('keeps the session, raises no refusal, and says 页面加载失败，请检查网络后重新加载', async () => {
    writeCookie(COOKIE_TOKEN, 'kept-token');
    // The session stores start from the cookies when their module is first evaluated.
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
