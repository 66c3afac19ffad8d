import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, chineseDay, compactDay, dayOf, daysInRange, todayInBeijing } from './calendar-day';

const day = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar days', () => {
  it('accept every real day and reject impossible ones', () => {
    fc.assert(fc.property(day, (d) => dayOf(d) === d && dayOf(` ${d} `) === d));
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-1', '20261201', '', 'abc', '2026-02-29']) expect(dayOf(bad)).toBeUndefined();
    expect(dayOf(20261201)).toBeUndefined();
    expect(dayOf('2028-02-29')).toBe('2028-02-29');
  });

  it('add days and count inclusive ranges consistently', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (d, n) => {
        const later = addDays(d, n);
        return dayOf(later) === later && addDays(later, -n) === d && daysInRange(d, later) === n + 1;
      }),
    );
    expect(daysInRange('2026-12-07', '2026-12-06')).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('take today in Beijing, whatever the machine’s zone', () => {
    expect(todayInBeijing(new Date('2026-12-06T16:00:00Z'))).toBe('2026-12-07');
    expect(todayInBeijing(new Date('2026-12-06T15:59:59Z'))).toBe('2026-12-06');
    expect(compactDay('2026-12-07')).toBe('20261207');
  });
});

describe('chineseDay', () => {
  it('writes the day of an API date in Chinese and anything else as empty, whatever its type', () => {
    expect(chineseDay('2026-11-01')).toBe('2026年11月1日');
    expect(chineseDay('2026-11-20 15:32:08')).toBe('2026年11月20日');
    expect(chineseDay('soon')).toBe('');
    expect(chineseDay({ toString: {} })).toBe('');
    fc.assert(fc.property(fc.anything(), (value) => !/undefined|NaN|object/.test(chineseDay(value))));
  });
});
