import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeWorkSearch } from './search-params';

describe('normalizeWorkSearch', () => {
  it('keeps usable values and drops defaults and garbage', () => {
    expect(
      normalizeWorkSearch({
        keyword: ' 知识图谱 ',
        type: 'thesis',
        year: '2024',
        discipline: '法学',
        origin: true,
        sort: 'cited',
        page: 3,
      }),
    ).toEqual({
      keyword: '知识图谱',
      type: 'thesis',
      year: 2024,
      discipline: '法学',
      origin: true,
      sort: 'cited',
      page: 3,
    });
    expect(normalizeWorkSearch({ keyword: 2026, sort: 'relevance', page: 1 })).toEqual({ keyword: '2026' });
    expect(normalizeWorkSearch({ type: 'patent', year: 'abc', page: -2, origin: 'yes', sort: { a: 1 } })).toEqual({});
  });

  it('never yields a page outside 1..1000 or a non-string keyword', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('keyword', 'page', 'year', 'type', 'sort'), fc.anything()), (raw) => {
        const search = normalizeWorkSearch(raw);
        return (
          (search.page === undefined || (Number.isInteger(search.page) && search.page >= 2 && search.page <= 1000)) &&
          (search.keyword === undefined || (typeof search.keyword === 'string' && search.keyword.length > 0))
        );
      }),
    );
  });
});
