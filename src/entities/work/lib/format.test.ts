import { chineseDay } from '@/shared/lib/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorsLine, formatCount, textsOf, workTypeLabel } from './format';

describe('work formatting', () => {
  it('names work types in Chinese and passes unknown ones through', () => {
    expect(workTypeLabel('thesis')).toBe('学位论文');
    expect(workTypeLabel('patent')).toBe('patent');
    expect(workTypeLabel(undefined)).toBe('');
  });

  it('formats counts and dates in Chinese style, never NaN or undefined', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(Number.NaN)).toBe('—');
    expect(formatCount(undefined)).toBe('—');
    expect(chineseDay('2026-11-01')).toBe('2026年11月1日');
    expect(chineseDay('2026-11-20 15:32:08')).toBe('2026年11月20日');
    expect(chineseDay('soon')).toBe('');
    // fast-check once found this: an object without a usable toString must not throw.
    expect(chineseDay({ toString: {} } as unknown as string)).toBe('');
    // A count is what the contract check lets through: a number (any double, NaN and ±Infinity
    // included) or none; an object in its place fails the answer before a screen sees it
    // (contract-check.test.ts). chineseDay reads anything.
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.constant(null), fc.constant(undefined)),
        fc.anything(),
        (count, day) => !/undefined|NaN|object/.test(formatCount(count) + chineseDay(day)),
      ),
    );
  });

  it('joins author names and shortens long lists', () => {
    expect(
      authorsLine([
        { name: '张三', institution: '' },
        { name: ' ', institution: '' },
        { name: '李四', institution: '' },
      ]),
    ).toBe('张三，李四');
    expect(
      authorsLine(
        Array.from({ length: 7 }, (_, i) => ({ name: `作者${i}`, institution: '' })),
        3,
      ),
    ).toBe('作者0，作者1，作者2 等');
    expect(authorsLine(undefined)).toBe('佚名');
    expect(textsOf(['a', '', '  ', ' b '])).toEqual(['a', 'b']);
    // A list with null or a number in it never gets here: the contract check fails or reads it
    // (src/shared/api/contract-check.test.ts).
  });
});
