import { describe, expect, it } from 'vitest';
import { chineseDate, normalizeEmpowerListSearch } from './empower-search';

describe('empower list search', () => {
  it('keeps the keyword and a page above 1', () => {
    expect(normalizeEmpowerListSearch({ keyword: ' 高校 ', page: 2 })).toEqual({ keyword: '高校', page: 2 });
    expect(normalizeEmpowerListSearch({ keyword: [], page: 'x' })).toEqual({});
    expect(chineseDate('2026-10-12 19:25:10')).toBe('2026年10月12日');
    expect(chineseDate(undefined)).toBe('');
  });
});
