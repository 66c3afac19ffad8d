import { describe, expect, it } from 'vitest';
import { chineseDate } from './empower-search';

describe('empower list search', () => {
  it('writes a day in Chinese', () => {
    expect(chineseDate('2026-10-12 19:25:10')).toBe('2026年10月12日');
    expect(chineseDate(undefined)).toBe('');
  });
});
