import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf } from '@/shared/lib/format';
import { termsOfConditions, validateAdvancedSearch } from './advanced-search-params';

describe('validateAdvancedSearch', () => {
  it('keeps valid conditions, real days and a page', () => {
    expect(
      validateAdvancedSearch({
        conditions: [
          { field: 'title', op: 'AND', value: ' 知识图谱 ' },
          { field: 'author', op: 'XOR', value: '张' },
          { field: 'nope', op: 'AND', value: 'x' },
          { field: 'abstract', op: 'NOT', value: '' },
          'junk',
        ],
        beginTime: '2020-01-01',
        endTime: '2021-12-31',
        page: 2,
      }),
    ).toEqual({
      conditions: [
        { field: 'title', op: 'AND', value: '知识图谱' },
        { field: 'author', op: 'AND', value: '张' },
      ],
      beginTime: '2020-01-01',
      endTime: '2021-12-31',
      page: 2,
    });
  });

  it('drops impossible days and an end before the beginning', () => {
    expect(dayOf('2026-02-30')).toBeUndefined();
    expect(dayOf('2024-02-29')).toBe('2024-02-29');
    expect(validateAdvancedSearch({ beginTime: '2022-01-01', endTime: '2021-01-01' })).toEqual({ beginTime: '2022-01-01' });
  });

  it('never yields more than 10 conditions or an empty value, whatever the URL holds', () => {
    fc.assert(
      fc.property(fc.anything(), (conditions) => {
        const result = validateAdvancedSearch({ conditions });
        return (result.conditions ?? []).length <= 10 && (result.conditions ?? []).every((c) => c.value.length > 0);
      }),
    );
  });

  it('marks the values of AND and OR conditions only', () => {
    expect(
      termsOfConditions([
        { field: 'title', op: 'AND', value: 'a' },
        { field: 'title', op: 'NOT', value: 'b' },
        { field: 'title', op: 'OR', value: 'c' },
      ]),
    ).toEqual(['a', 'c']);
  });
});
