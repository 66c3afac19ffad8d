// The code of the user-info call cannot be fetched (a flaky network, a deploy): that is no answer
// from the server, so the session stays (SPEC §4 clears it only on a refusal) and the user is told.
import { afterEach, describe, it, vi } from 'vitest';
import { removeCookie } from '@/shared/lib/cookies';
import { COOKIE_TOKEN } from '@/shared/config';
import { expectLostChunkKeepsTheSession } from './lost-chunk-kit';

vi.mock('@/shared/api/generated/endpoints/auth/auth', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/auth-old.js');
});

afterEach(() => {
  removeCookie(COOKIE_TOKEN);
  vi.resetModules();
});

describe('a lost chunk during user info', () => {
  it('keeps the session, raises no refusal, and says 页面加载失败，请检查网络后重新加载', () => expectLostChunkKeepsTheSession());
});
