import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAGE_MAX } from '@/shared/config';
import {
  dayRangeParams,
  definedParams,
  idParam,
  oneOfParam,
  orderedDays,
  pageParam,
  param,
  searchOf,
  textParam,
  validateIdSearch,
  validateKeywordSearch,
} from './search-params';

describe('search params', () => {
  it('read a page between 2 and PAGE_MAX from anything', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const page = pageParam(raw);
        return page === undefined || (Number.isInteger(page) && page > 1 && page <= PAGE_MAX);
      }),
    );
    expect(pageParam(3)).toBe(3);
    expect(pageParam('4')).toBe(4);
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(99999)).toBe(PAGE_MAX);
    expect(pageParam('2.5')).toBeUndefined();
  });

  it('read text, ids and allowed values', () => {
    expect(textParam('  机构  ')).toBe('机构');
    expect(textParam(2026)).toBe('2026');
    expect(textParam('   ')).toBeUndefined();
    expect(textParam('a'.repeat(80))).toHaveLength(50);
    expect(idParam('12')).toBe(12);
    expect(idParam(0)).toBeUndefined();
    expect(idParam('x')).toBeUndefined();
    expect(oneOfParam(['0', '1'] as const, 0)).toBe('0');
    expect(oneOfParam(['enabled'] as const, 'other')).toBeUndefined();
  });

  it('read a date range, putting the ends in order', () => {
    expect(dayRangeParams('2026-12-07', '2026-11-01')).toEqual({ beginTime: '2026-11-01', endTime: '2026-12-07' });
    expect(dayRangeParams('2026-02-30', '2026-03-01')).toEqual({ endTime: '2026-03-01' });
    expect(dayRangeParams(undefined, undefined)).toEqual({});
    expect(definedParams({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});

/* The route descriptors: the cases of the per-page normalizers they replaced (news, search, periodicals, empowerment). */
describe('searchOf', () => {
  const news = searchOf({ page: param.page(), keyword: param.text(), beginTime: param.day(), endTime: param.day() }, orderedDays);
  const works = searchOf({
    keyword: param.text(100),
    type: param.oneOf(['journal', 'thesis'] as const),
    year: param.int(1000, 9999),
    discipline: param.text(),
    origin: param.flag(),
    sort: param.oneOf(['relevance', 'date', 'cited'] as const, 'relevance'),
    page: param.page(),
  });

  it('keeps valid values and drops the rest', () => {
    expect(news({ page: 3, keyword: ' 学术 ', beginTime: '2026-01-01', endTime: '2026-03-31' })).toEqual({
      page: 3,
      keyword: '学术',
      beginTime: '2026-01-01',
      endTime: '2026-03-31',
    });
    expect(news({ page: 'x', keyword: '', beginTime: '2026-02-30', endTime: 'yesterday' })).toEqual({});
    expect(news({ page: 1, keyword: 2026 })).toEqual({ keyword: '2026' });
    expect(searchOf({ keyword: param.text(100), page: param.page() })({ keyword: [], page: 'x' })).toEqual({});
    expect(searchOf({ year: param.int(1000, 9999), page: param.page() })({ year: 2024, page: '2' })).toEqual({ year: 2024, page: 2 });
    expect(searchOf({ year: param.int(1000, 9999), page: param.page() })({ year: 'abc', page: 0 })).toEqual({});
  });

  it('names every declared key, so a navigation cannot keep a bad value', () => {
    expect(Object.keys(news({}))).toEqual(['page', 'keyword', 'beginTime', 'endTime']);
  });

  it('puts a reversed range right', () => {
    expect(news({ beginTime: '2026-05-01', endTime: '2026-01-01' })).toEqual({ beginTime: '2026-01-01', endTime: '2026-05-01' });
  });

  it('keeps usable values of every kind and leaves defaults out', () => {
    expect(
      works({ keyword: ' 知识图谱 ', type: 'thesis', year: '2024', discipline: '法学', origin: true, sort: 'cited', page: 3 }),
    ).toEqual({
      keyword: '知识图谱',
      type: 'thesis',
      year: 2024,
      discipline: '法学',
      origin: true,
      sort: 'cited',
      page: 3,
    });
    expect(works({ keyword: 2026, sort: 'relevance', page: 1 })).toEqual({ keyword: '2026' });
    expect(works({ type: 'patent', year: 'abc', page: -2, origin: 'yes', sort: { a: 1 } })).toEqual({});
    expect(works({ keyword: ' 计算机 ', discipline: {}, page: 1001 })).toEqual({ keyword: '计算机', page: PAGE_MAX });
  });

  it('applies the fix for values that depend on each other', () => {
    const tabs = searchOf({ tab: param.oneOf(['bio', 'works'] as const, 'bio'), page: param.page() }, (search) =>
      search.tab === 'works' ? search : { ...search, page: undefined },
    );
    expect(tabs({ tab: 'works', page: 2 })).toEqual({ tab: 'works', page: 2 });
    expect(tabs({ tab: 'bio', page: 2 })).toEqual({});
  });

  it('never yields a page outside 2..PAGE_MAX, an empty keyword or a begin after the end', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (page, keyword, beginTime, endTime) => {
        const result = news({ page, keyword, beginTime, endTime });
        if (result.page !== undefined) expect(Number.isInteger(result.page) && result.page >= 2 && result.page <= PAGE_MAX).toBe(true);
        if (result.keyword !== undefined) expect(typeof result.keyword === 'string' && result.keyword.length > 0).toBe(true);
        if (result.beginTime && result.endTime) expect(result.beginTime <= result.endTime).toBe(true);
      }),
    );
  });
});

describe('shared route descriptors', () => {
  it('validateKeywordSearch: a trimmed keyword and a page above 1', () => {
    expect(validateKeywordSearch({ keyword: ' 张 ', page: '3' })).toEqual({ keyword: '张', page: 3 });
    expect(validateKeywordSearch({ keyword: '  ', page: 1, other: 'x' })).toEqual({ keyword: undefined, page: undefined });
  });

  it('validateIdSearch: a positive whole id, or none', () => {
    expect(validateIdSearch({ id: '12' })).toEqual({ id: 12 });
    expect(validateIdSearch({ id: -1 })).toEqual({ id: undefined });
    expect(validateIdSearch({ id: 'abc' })).toEqual({ id: undefined });
  });
});
