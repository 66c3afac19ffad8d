import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayParam, pageOf, pagingOf } from './lists';

describe('lists', () => {
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
});
