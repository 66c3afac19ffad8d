import { describe, expect, it } from 'vitest';
import { FORBIDDEN, UNAUTHORIZED, attempt, individual, mainAgent, scholar, subAgent } from './test-kit';

describe('center: who may call', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    for (const path of ['/center/summary', '/agent/home/summary', '/scholar/profile', '/scholar/attention', '/agent/card/export']) {
      expect(await attempt('GET', path, undefined)).toEqual(UNAUTHORIZED);
      expect(await attempt('GET', path, 'not-a-token')).toEqual(UNAUTHORIZED);
    }
  });

  it('answers 403 当前操作没有权限 to the wrong kind of account', async () => {
    const [person, main, sub, learned] = [await individual(), await mainAgent(), await subAgent(), await scholar()];
    expect(await attempt('GET', '/agent/records', person)).toEqual(FORBIDDEN);
    expect(await attempt('POST', '/agent/subAccount', person, {})).toEqual(FORBIDDEN);
    expect(await attempt('GET', '/center/records', main)).toEqual(FORBIDDEN);
    expect(await attempt('GET', '/scholar/attention', main)).toEqual(FORBIDDEN);
    // Sub-accounts: the institution's shared pages yes, the main account's pages no.
    expect((await attempt('GET', '/agent/records', sub)).code).toBe(200);
    for (const path of [
      '/agent/subAccount/list',
      '/agent/card/batch/list',
      '/agent/ip/list',
      '/agent/promotion/list',
      '/agent/statistics/promotion',
    ]) {
      expect(await attempt('GET', path, sub)).toEqual(FORBIDDEN);
    }
    // Scholar pages need the scholar flag, except the authentication and following.
    expect(await attempt('GET', '/scholar/fans', person)).toEqual(FORBIDDEN);
    expect((await attempt('GET', '/scholar/auth', person)).code).toBe(200);
    expect((await attempt('GET', '/scholar/attention', person)).code).toBe(200);
    expect((await attempt('GET', '/scholar/fans', learned)).code).toBe(200);
  });
});
