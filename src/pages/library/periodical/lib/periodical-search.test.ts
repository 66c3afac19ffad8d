import { describe, expect, it } from 'vitest';
import { apiImageSrc, normalizePeriodicalSearch } from './periodical-search';

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

  it('puts API image paths under the API base', () => {
    expect(apiImageSrc('/common/imageView/p.svg', '/api')).toBe('/api/common/imageView/p.svg');
    expect(apiImageSrc('https://cdn.example.com/p.png', '/api')).toBe('https://cdn.example.com/p.png');
    expect(apiImageSrc('/api/common/imageView/p.svg', '/api')).toBe('/api/common/imageView/p.svg');
    expect(apiImageSrc(null, '/api')).toBeUndefined();
  });
});
