import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasFilters, offeredFilters, toRecordSearch, validateRecordSearch } from './search';
import type { OfferedFilters, RecordFilters } from './search';

/** What a list makes of a URL: the route's check, then the filters the list offers. */
const read = (raw: Record<string, unknown>, offered: OfferedFilters) => offeredFilters(validateRecordSearch(raw), offered);

const ALL: OfferedFilters = { service: true, channel: true, account: true };
const NONE: OfferedFilters = { service: false, channel: false, account: false };

describe('validateRecordSearch, then offeredFilters', () => {
  it('reads what the router parsed: numbers for page, status and account', () => {
    expect(read({ page: 3, status: 4, keyword: ' 张晓明 ', accountId: 2002, channel: 'promotion', service: 'aigc' }, ALL)).toEqual({
      page: 3,
      filters: { keyword: '张晓明', status: '4', accountId: 2002, channel: 'promotion', service: 'aigc' },
    });
  });

  it('drops what the list does not offer and what is not valid', () => {
    expect(
      read({ page: 'x', service: 'aigc', channel: 'promotion', accountId: 7, status: '3', beginTime: '2026-02-30', endTime: 'soon' }, NONE),
    ).toEqual({
      page: 1,
      filters: { status: '3' },
    });
    expect(read({ page: 5000, channel: 'web', accountId: -1, service: 'books' }, ALL)).toEqual({
      page: 1000,
      filters: {},
    });
  });

  it('drops a status without a service on a list that mixes services', () => {
    expect(read({ status: '2' }, ALL).filters).toEqual({});
    expect(read({ status: '2', service: 'patent' }, ALL).filters).toEqual({ status: '2', service: 'patent' });
  });

  it('puts a reversed date range the right way round', () => {
    expect(read({ beginTime: '2026-06-30', endTime: '2026-06-01' }, NONE).filters).toEqual({
      beginTime: '2026-06-01',
      endTime: '2026-06-30',
    });
  });

  it('never throws and always gives a page in 1..1000 and a checked range', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('page', 'keyword', 'status', 'beginTime', 'endTime', 'accountId', 'channel', 'service'),
          fc.anything(),
        ),
        (raw) => {
          const { page, filters } = read(raw, ALL);
          expect(Number.isInteger(page) && page >= 1 && page <= 1000).toBe(true);
          if (filters.beginTime && filters.endTime) expect(filters.beginTime <= filters.endTime).toBe(true);
          expect((filters.keyword ?? '').length).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});

describe('toRecordSearch', () => {
  it('keeps page 1 and empty values out of the URL and writes a numeric status as a number', () => {
    expect(toRecordSearch({ status: '3', keyword: '' }, 1)).toEqual({ status: 3 });
    expect(toRecordSearch({ status: '03' }, 2)).toEqual({ status: '03', page: 2 });
    expect(hasFilters({ keyword: undefined })).toBe(false);
  });

  it('round-trips through the route check', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const filters = fc.record(
      {
        keyword: fc.string({ minLength: 1, maxLength: 50 }).filter((text) => text.trim() === text && text !== ''),
        status: fc.constantFrom('0', '1', '2', '3', '4', '5'),
        service: fc.constantFrom('check', 'aigc', 'patent', 'patentCheck', 'original', 'copyright' as const),
        channel: fc.constantFrom('direct', 'promotion' as const),
        accountId: fc.integer({ min: 1, max: 1_000_000 }),
        beginTime: day,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filters, fc.integer({ min: 1, max: 1000 }), (input: RecordFilters, page) => {
        const expected = input.service ? input : { ...input, status: undefined };
        const back = read(toRecordSearch(input, page), ALL);
        expect(back.page).toBe(page);
        expect(back.filters).toEqual(JSON.parse(JSON.stringify(expected)));
      }),
    );
  });
});

describe('validateRecordSearch', () => {
  it('keeps a numeric status a number, as the router writes it back, and leaves page 1 out', () => {
    expect(validateRecordSearch({ status: '3', page: 1 })).toMatchObject({ status: 3, page: undefined });
    expect(validateRecordSearch({ status: '03' }).status).toBe('03');
    expect(validateRecordSearch({ status: 'a b' }).status).toBeUndefined();
  });
});
