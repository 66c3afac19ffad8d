import { describe, expect, it } from 'vitest';
import { normalizePeriodicalSearch } from './periodical-search';

describe('periodical search', () => {
  it('keeps the usable values only', () => {
    expect(normalizePeriodicalSearch({ keyword: ' 计算机 ', discipline: '法学', page: 3 })).toEqual({
      keyword: '计算机',
      discipline: '法学',
      page: 3,
    });
    expect(normalizePeriodicalSearch({ keyword: '', discipline: {}, page: 1 })).toEqual({});
    expect(normalizePeriodicalSearch({ page: 1001 })).toEqual({});
  });
});
