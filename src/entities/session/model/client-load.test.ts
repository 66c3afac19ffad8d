// The HTTP client (axios and its interceptors, `shared/api/http`) is a chunk of its own, fetched
// with the first call: on a reload with a token that call is the user info. When that chunk
// cannot be fetched there is no answer from the server, so the session stays (SPEC §4 clears it
// only on a refusal) and the user is told once.
import { afterEach, describe, it, vi } from 'vitest';
import { removeCookie } from '@/shared/lib/cookies';
import { COOKIE_TOKEN } from '@/shared/config';
import { expectLostChunkKeepsTheSession } from './lost-chunk-kit';

vi.mock('@/shared/api/http', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/http-old.js');
});

afterEach(() => {
  removeCookie(COOKIE_TOKEN);
  vi.resetModules();
});

describe('a lost HTTP-client chunk during user info', () => {
  it('keeps the session, raises no refusal, and says 页面加载失败，请检查网络后重新加载 once', () => expectLostChunkKeepsTheSession());
});
