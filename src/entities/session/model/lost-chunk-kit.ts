// Test-only: shared by the tests of each chunk the user-info call needs (imported by *.test.ts
// files only). It loads the session model afresh itself, after writing the token cookie, as a page
// load does: the stores start from the cookies when their module is evaluated (test-fixtures.ts
// would be too early).
import { expect, vi } from 'vitest';
import { COOKIE_TOKEN } from '@/shared/config';
import { writeCookie } from '@/shared/lib/cookies';

/**
 * A reload with a token whose user-info call cannot load its code (the file's `vi.mock` makes one
 * chunk fail): the session stays, no refusal is raised, and 页面加载失败，请检查网络后重新加载 is
 * said once. Shared by the tests of each chunk the call needs.
 */
export async function expectLostChunkKeepsTheSession(): Promise<void> {
  writeCookie(COOKIE_TOKEN, 'kept-token');
  vi.resetModules();
  const { allSettled, fork } = await import('effector');
  const { configureHttp } = await import('@/shared/api');
  const { fetchUserInfoFx } = await import('./login');
  const { $token, userInfoRefused, sessionCleared } = await import('./session');
  const messages: string[] = [];
  const restore = configureHttp({ notify: (_, message) => messages.push(message) });
  const refused: unknown[] = [];
  const cleared: unknown[] = [];
  const scope = fork();
  const unwatch = [userInfoRefused.watch((r) => refused.push(r)), sessionCleared.watch((c) => cleared.push(c))];
  try {
    const result = await allSettled(fetchUserInfoFx, { scope });
    expect(result.status).toBe('fail');
    expect(result.value).toMatchObject({ kind: 'network', message: '页面加载失败，请检查网络后重新加载' });
  } finally {
    unwatch.forEach((stop) => stop());
    restore();
  }
  expect(scope.getState($token)).toBe('kept-token');
  expect(refused).toEqual([]);
  expect(cleared).toEqual([]);
  expect(messages).toEqual(['页面加载失败，请检查网络后重新加载']);
}
