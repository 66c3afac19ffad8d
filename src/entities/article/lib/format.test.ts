import { chineseDay } from '@/shared/lib/format';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { articleText, formatArticleTime, formatViews } from './format';

describe('article formatting', () => {
  it('writes publish times in Chinese', () => {
    expect(chineseDay('2026-03-08 09:30:00')).toBe('2026年3月8日');
    expect(formatArticleTime('2026-03-08 09:30:00')).toBe('2026年3月8日 09:30');
    expect(formatArticleTime('2026-03-08')).toBe('2026年3月8日');
    expect(formatArticleTime(null)).toBe('');
    expect(chineseDay('昨天')).toBe('');
  });

  it('writes views in Chinese style and never NaN', () => {
    expect(formatViews(980)).toBe('980');
    expect(formatViews(12_800)).toBe('1.2万');
    expect(formatViews(30_000)).toBe('3万');
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constant(undefined)), (value) => {
        expect(formatViews(value)).not.toMatch(/NaN|undefined|Infinity/);
      }),
    );
  });

  it('guards text', () => {
    expect(articleText('  ', '佚名')).toBe('佚名');
  });
});
