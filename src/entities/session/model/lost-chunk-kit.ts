// Test-only: shared by the tests of each chunk the user-info call needs (imported by *.test.ts
// files only). It imports the session model itself, after writing the token cookie: the stores
// start from the cookies when their module is first evaluated (test-fixtures.ts would be too early).
import { expect } from 'vitest';
import { COOKIE_TOKEN } from '@/shared/config';
import { writeCookie } from '@/shared/lib/cookies';

/**
 * A reload with a token whose user-info call cannot load its code (the file's `vi.mock` makes one
 * chunk fail): the session stays, no refusal is raised, and 页面加载失败，请检查网络后重新加载 is
 * said once. Shared by the tests of each chunk the call needs.
 */
export async function expectLostChunkKeepsTheSession(): Promise<void> {
  const { allSettled, fork } = await import('effector');
  const { setNotifier } = await import('@/shared/api');
  writeCookie(COOKIE_TOKEN, 'kept-token');
  const { fetchUserInfoFx } = await import('./login');
  const { $token, userInfoRefused, sessionCleared } = await import('./session');
  const messages: string[] = [];
  const restore = setNotifier((_, message) => messages.push(message));
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
