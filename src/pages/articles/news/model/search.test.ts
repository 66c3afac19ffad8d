import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayOf, normalizeNewsSearch } from './search';

describe('news URL state', () => {
  it('keeps valid values and drops the rest', () => {
    expect(normalizeNewsSearch({ page: 3, keyword: ' 学术 ', beginTime: '2026-01-01', endTime: '2026-03-31' })).toEqual({
      page: 3,
      keyword: '学术',
      beginTime: '2026-01-01',
      endTime: '2026-03-31',
    });
    expect(normalizeNewsSearch({ page: 'x', keyword: '', beginTime: '2026-02-30', endTime: 'yesterday' })).toEqual({});
    expect(normalizeNewsSearch({ page: 1, keyword: 2026 })).toEqual({ keyword: '2026' });
  });

  it('puts a reversed range right', () => {
    expect(normalizeNewsSearch({ beginTime: '2026-05-01', endTime: '2026-01-01' })).toEqual({
      beginTime: '2026-01-01',
      endTime: '2026-05-01',
    });
  });

  it('accepts only real days', () => {
    expect(dayOf('2024-02-29')).toBe('2024-02-29');
    expect(dayOf('2025-02-29')).toBeUndefined();
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(dayOf(day)).toBe(day);
      }),
    );
  });

  it('never yields a page outside 2..1000 or a begin after the end', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (page, beginTime, endTime) => {
        const result = normalizeNewsSearch({ page, beginTime, endTime });
        if (result.page !== undefined) expect(result.page >= 2 && result.page <= 1000).toBe(true);
        if (result.beginTime && result.endTime) expect(result.beginTime <= result.endTime).toBe(true);
      }),
    );
  });
});
