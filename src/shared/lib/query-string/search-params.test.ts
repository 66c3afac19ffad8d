import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAGE_MAX } from '@/shared/config';
import { dayRangeParams, definedParams, idParam, oneOfParam, pageParam, textParam } from './search-params';

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
