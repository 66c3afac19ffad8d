import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { advancedSearch, searchWorks } from './queries';

const works = () => db.works;

describe('content queries', () => {
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
