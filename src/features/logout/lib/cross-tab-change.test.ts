import { describe, expect, it } from 'vitest';
import { tokenFingerprint } from '@/entities/session';
import { crossTabChange } from './cross-tab-change';

const A = 'token-A';
const B = 'token-B';
const fp = tokenFingerprint;

describe('crossTabChange: whose token it is, not only whether one exists', () => {
  it.each([
    // [this tab, cookie, logout announced for, expected]
    [A, '', fp(A), 'ended'],
    [A, A, fp(A), 'ended'],
    [A, B, fp(A), 'switched'],
    [B, B, fp(A), 'none'],
    [B, '', fp(A), 'none'],
    ['', '', fp(A), 'none'],
    [A, A, undefined, 'none'],
    [A, '', undefined, 'ended'],
    [A, B, undefined, 'switched'],
    ['', B, undefined, 'switched'],
    ['', '', undefined, 'none'],
  ] as const)('this tab %j, cookie %j, logout of %j: %s', (current, cookie, loggedOut, expected) => {
    expect(crossTabChange(current, cookie, loggedOut)).toBe(expected);
  });

  it('fingerprints tell tokens apart and never are the token', () => {
    expect(fp(A)).toBe(fp(A));
    expect(fp(A)).not.toBe(fp(B));
    expect(fp(A)).not.toContain(A);
  });
});
