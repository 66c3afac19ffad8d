import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../database';
import { advancedSearch, dayParam, pageOf, pagingOf, searchWorks } from './queries';

const works = () => db.works;

describe('content queries', () => {
  it('pages concatenate back to the whole list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 120 }), fc.integer({ min: 1, max: 30 }), (rows, pageSize) => {
        const pages = Math.max(1, Math.ceil(rows.length / pageSize));
        const joined = Array.from({ length: pages }, (_, i) => pageOf(rows, { page: i + 1, pageSize }).rows).flat();
        return JSON.stringify(joined) === JSON.stringify(rows) && pageOf(rows, { page: 1, pageSize }).total === rows.length;
      }),
    );
  });

  it('reads paging params leniently', () => {
    expect(pagingOf(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 10 });
    expect(pagingOf(new URLSearchParams('page=0&pageSize=-3'))).toEqual({ page: 1, pageSize: 1 });
    expect(pagingOf(new URLSearchParams('page=5000&pageSize=20'))).toEqual({ page: 1000, pageSize: 20 });
    expect(dayParam('2026-03-01T00:00:00.000Z')).toBe('2026-03-01');
    expect(dayParam('next week')).toBeUndefined();
  });

  it('one AND condition finds what a keyword search in that field finds; NOT first is its complement', () => {
    const terms = fc.constantFrom('研究', '知识图谱', '唯物史观', '数字经济', 'CRISPR', '不存在的词');
    fc.assert(
      fc.property(terms, (value) => {
        const and = advancedSearch(works(), [{ field: 'keyword', value, op: 'AND' }], {})
          .map((w) => w.id)
          .sort();
        const expected = works()
          .filter((w) => w.keywords.some((k) => k.toLowerCase().includes(value.toLowerCase())))
          .map((w) => w.id)
          .sort();
        const not = advancedSearch(works(), [{ field: 'keyword', value, op: 'NOT' }], {});
        return JSON.stringify(and) === JSON.stringify(expected) && not.length === works().length - and.length;
      }),
    );
  });

  it('A OR B is a superset of A; A AND B a subset of both', () => {
    const a = { field: 'title' as const, value: '研究', op: 'AND' as const };
    const b = { field: 'abstract' as const, value: '数字', op: 'AND' as const };
    const ids = (list: { id: number }[]) => new Set(list.map((w) => w.id));
    const onlyA = ids(advancedSearch(works(), [a], {}));
    const aOrB = ids(advancedSearch(works(), [a, { ...b, op: 'OR' }], {}));
    const aAndB = ids(advancedSearch(works(), [a, b], {}));
    expect([...onlyA].every((id) => aOrB.has(id))).toBe(true);
    expect([...aAndB].every((id) => onlyA.has(id))).toBe(true);
    expect(aOrB.size).toBeGreaterThan(aAndB.size);
  });

  it('keyword search returns only works containing every term', () => {
    for (const keyword of ['研究 路径', 'crispr', '唯物史观']) {
      const hits = searchWorks(works(), keyword, {});
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        const text = JSON.stringify([hit.title, hit.authors, hit.keywords, hit.abstract, hit.institutions]).toLowerCase();
        expect(
          keyword
            .toLowerCase()
            .split(' ')
            .every((term) => text.includes(term)),
        ).toBe(true);
      }
    }
  });
});
