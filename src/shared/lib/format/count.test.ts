import { describe, expect, it } from 'vitest';
import { formatWan, groupDigits } from './count';

describe('groupDigits', () => {
  it('writes what toLocaleString("zh-CN") writes, for the counts the portal shows', () => {
    for (const n of [0, 7, 999, 1000, 6800, 12_345, 999_999, 1_000_000, 123_456_789, -4321, 9_007_199_254_740_991]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('zh-CN'));
    }
  });

  it('rounds a fraction off', () => {
    expect(groupDigits(1234.6)).toBe('1,235');
  });
});

describe('formatWan', () => {
  it('groups a count under ten thousand and writes 万 above', () => {
    expect(formatWan(6800)).toBe('6,800');
    expect(formatWan(10_000)).toBe('1万');
    expect(formatWan(36_000)).toBe('3.6万');
    expect(formatWan(12_899)).toBe('1.2万');
  });

  it('writes 0 for what is not a count', () => {
    for (const v of [null, undefined, Number.NaN, -5, 0, Number.POSITIVE_INFINITY]) expect(formatWan(v)).toBe('0');
  });
});
