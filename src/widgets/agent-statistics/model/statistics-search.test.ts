import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES, presetRange, rangeProblem, statisticsParams, validateStatisticsSearch } from './statistics-search';

/** What a page makes of a URL: the route's check, then the services it counts. */
const read = (raw: Record<string, unknown>, services: Parameters<typeof statisticsParams>[1]) =>
  statisticsParams(validateStatisticsSearch(raw), services);

describe('statistics search', () => {
  it('keeps only what the page can use', () => {
    expect(read({ beginTime: '2026-12-01', endTime: '2026-11-01', service: 'aigc', accountId: '2002' }, ['check', 'aigc'])).toEqual({
      beginTime: '2026-11-01',
      endTime: '2026-12-01',
      service: 'aigc',
      accountId: 2002,
    });
    expect(read({ service: 'patent', beginTime: 'x', accountId: -1 }, ['check', 'aigc'])).toEqual({});
  });

  it('checks the typed range the way the server does', () => {
    const today = '2026-12-07';
    expect(rangeProblem('', '', today)).toBeUndefined();
    expect(rangeProblem('2026-12-08', '2026-12-01', today)).toBe(RANGE_MESSAGES.order);
    expect(rangeProblem('2026-13-01', '', today)).toBe(RANGE_MESSAGES.badDay);
    expect(rangeProblem('2025-01-01', '2026-01-02', today)).toBe(RANGE_MESSAGES.tooLong);
    expect(rangeProblem('2025-01-01', '2026-01-01', today)).toBeUndefined();
    expect(rangeProblem('2025-01-01', '2025-12-31', today)).toBeUndefined();
    // An open end means "up to today".
    expect(rangeProblem('2025-12-01', '', today)).toBe(RANGE_MESSAGES.tooLong);
    expect(presetRange(7, today)).toEqual({ beginTime: '2026-12-01', endTime: today });
  });
});
