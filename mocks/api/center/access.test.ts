import { describe, expect, it } from 'vitest';
import { FORBIDDEN, UNAUTHORIZED, attempt, individual, mainAgent, scholar, subAgent } from './test-kit';

describe('center: who may call', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    for (const route of ['getCenterSummary', 'getAgentSummary', 'getScholarProfile', 'listMyAttention', 'exportCards'] as const) {
      expect(await attempt(route, undefined)).toEqual(UNAUTHORIZED);
      expect(await attempt(route, 'not-a-token')).toEqual(UNAUTHORIZED);
    }
  });

  it('answers 403 当前操作没有权限 to the wrong kind of account', async () => {
    const [person, main, sub, learned] = [await individual(), await mainAgent(), await subAgent(), await scholar()];
    expect(await attempt('listAgentRecords', person)).toEqual(FORBIDDEN);
    expect(await attempt('createSubAccount', person, {})).toEqual(FORBIDDEN);
    expect(await attempt('listMyRecords', main)).toEqual(FORBIDDEN);
    expect(await attempt('listMyAttention', main)).toEqual(FORBIDDEN);
    // Sub-accounts: the institution's shared pages yes, the main account's pages no.
    expect((await attempt('listAgentRecords', sub)).code).toBe(200);
    for (const route of [
      'listSubAccounts',
      'listCardBatches',
      'listIpRules',
      'listPromotionCodes',
      'getAgentPromotionStatistics',
    ] as const) {
      expect(await attempt(route, sub)).toEqual(FORBIDDEN);
    }
    // Scholar pages need the scholar flag, except the authentication and following.
    expect(await attempt('listMyFans', person)).toEqual(FORBIDDEN);
    expect((await attempt('getScholarAuth', person)).code).toBe(200);
    expect((await attempt('listMyAttention', person)).code).toBe(200);
    expect((await attempt('listMyFans', learned)).code).toBe(200);
  });
});
