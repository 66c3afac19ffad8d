import { describe, expect, it } from 'vitest';
import { callApi, dataOf } from '../../lib/test-client';

describe('getAgentCheckConfigType with a promotion code (SPEC §7: type and code)', () => {
  it('lists the types a valid code sells, and none for an unknown or other-service code', async () => {
    const sold = await dataOf<Array<{ type: string }>>(
      await callApi('getAgentCheckConfigType', { query: { type: 'check', code: 'TG2026' } }),
    );
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.every((row) => row.type === 'check')).toBe(true);
    expect(await dataOf(await callApi('getAgentCheckConfigType', { query: { type: 'check', code: 'NOPE1' } }))).toEqual([]);
    expect(await dataOf(await callApi('getAgentCheckConfigType', { query: { type: 'aigc', code: 'TG2026' } }))).toEqual([]);
  });
});
