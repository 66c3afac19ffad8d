import { chineseDay } from '@/shared/lib/format';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatDuration, listOf, spokenDuration, textOr } from './format';

describe('expert formatting', () => {
  it('writes counts in Chinese style', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(6800)).toBe('6,800');
    expect(formatCount(36000)).toBe('3.6万');
    expect(formatCount(120000)).toBe('12万');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
  });

  it('never shows NaN or undefined whatever the number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(undefined), fc.constant(null)), (value) => {
        for (const text of [formatCount(value), formatDuration(value), spokenDuration(value)]) {
          expect(text).not.toMatch(/NaN|undefined|Infinity|null/);
        }
      }),
    );
  });

  it('writes durations for the poster and for screen readers', () => {
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(0)).toBe('');
    expect(spokenDuration(754)).toBe('12分34秒');
    expect(spokenDuration(2820)).toBe('47分钟');
    expect(spokenDuration(3600)).toBe('1小时');
    expect(spokenDuration(45)).toBe('45秒');
  });

  it('writes days in Chinese and ignores what is not a date', () => {
    expect(chineseDay('2026-11-20 18:00:00')).toBe('2026年11月20日');
    expect(chineseDay('2026-01-05')).toBe('2026年1月5日');
    expect(chineseDay('')).toBe('');
    expect(chineseDay(undefined)).toBe('');
  });

  it('guards text and lists', () => {
    expect(textOr(' 教授 ', '—')).toBe('教授');
    expect(textOr(undefined, '—')).toBe('—');
    expect(listOf(['a', '', ' ', ' b '])).toEqual(['a', 'b']);
    // A list with null or a number in it never gets here: the contract check fails or reads it
    // (src/shared/api/contract-check.test.ts).
    expect(listOf(undefined)).toEqual([]);
  });
});
