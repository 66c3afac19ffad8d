import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DASH,
  apiDay,
  orDash,
  safeAverage,
  safeDayCount,
  safeNonNegative,
  safeNumber,
  safePercent,
  safeRatio,
  safeSum,
} from './safe-number';

/** Every kind of junk an answer can carry where a number belongs. */
const JUNK_NUMBERS: unknown[] = [
  undefined,
  null,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '12',
  '',
  true,
  {},
  [],
];
const JUNK_TEXT = /NaN|Infinity|undefined|Invalid Date|null|object|e\+/;

describe('safeNumber', () => {
  it('passes finite numbers within the limits and refuses junk', () => {
    expect(safeNumber(0)).toBe(0);
    expect(safeNumber(-3.5)).toBe(-3.5);
    expect(safeNumber(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    for (const junk of JUNK_NUMBERS) expect(safeNumber(junk)).toBeNull();
    expect(safeNumber(5, { max: 4 })).toBeNull();
    expect(safeNumber(5, { max: 1e308 })).toBe(5);
    expect(safeNumber(1e300, { max: 1e308 })).toBeNull();
  });

  it('refuses negatives where they cannot be', () => {
    expect(safeNonNegative(-1)).toBeNull();
    expect(safeNonNegative(-0.01)).toBeNull();
    expect(safeNonNegative(0)).toBe(0);
    expect(safeNonNegative(12.5)).toBe(12.5);
    for (const junk of JUNK_NUMBERS) expect(safeNonNegative(junk)).toBeNull();
  });
});

describe('safeSum', () => {
  it('adds sensible values and gives null when one is junk or the sum is huge', () => {
    expect(safeSum([])).toBe(0);
    expect(safeSum([1, 2, 3.5])).toBe(6.5);
    for (const junk of JUNK_NUMBERS) expect(safeSum([1, junk, 2])).toBeNull();
    expect(safeSum([1, -1])).toBeNull();
    expect(safeSum([1, -1], {})).toBe(0);
    expect(safeSum([Number.MAX_SAFE_INTEGER, 1])).toBeNull();
  });
});

describe('safeRatio, safeAverage and safePercent', () => {
  it('divide sensible values only', () => {
    expect(safeRatio(1, 4)).toBe(0.25);
    expect(safeAverage(30, 7)).toBeCloseTo(4.2857, 4);
    expect(safeRatio(1, 0)).toBeNull();
    expect(safeAverage(0, 0)).toBeNull();
    expect(safeRatio(-1, 4)).toBeNull();
    expect(safeRatio(1, -4)).toBeNull();
    for (const junk of JUNK_NUMBERS) {
      expect(safeRatio(junk, 4)).toBeNull();
      expect(safeRatio(4, junk)).toBeNull();
      expect(safeAverage(junk, 4)).toBeNull();
    }
  });

  it('write a share as a percentage, or 「—」', () => {
    expect(safePercent(1, 8)).toBe('13%');
    expect(safePercent(1, 8, 1)).toBe('12.5%');
    expect(safePercent(0, 8)).toBe('0%');
    expect(safePercent(8, 8)).toBe('100%');
    expect(safePercent(9, 8)).toBe(DASH);
    expect(safePercent(1, 0)).toBe(DASH);
    for (const junk of JUNK_NUMBERS) {
      expect(safePercent(junk, 8)).toBe(DASH);
      expect(safePercent(1, junk)).toBe(DASH);
    }
  });

  it('never write junk, whatever goes in', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.integer({ min: 0, max: 6 }), (part, whole, digits) => {
        expect(safePercent(part, whole, digits)).not.toMatch(JUNK_TEXT);
        expect(orDash(safeAverage(part, whole), (n) => n.toFixed(1))).not.toMatch(JUNK_TEXT);
      }),
    );
    fc.assert(
      fc.property(fc.double(), fc.double(), (part, whole) => {
        expect(orDash(safeRatio(part, whole), (n) => n.toFixed(2))).not.toMatch(JUNK_TEXT);
      }),
    );
  });
});

describe('orDash', () => {
  it('formats a value and writes 「—」 for none', () => {
    expect(orDash(3, String)).toBe('3');
    expect(orDash(0, String)).toBe('0');
    expect(orDash(null, String)).toBe('—');
    expect(orDash(undefined, String)).toBe('—');
  });
});

describe('apiDay', () => {
  it('reads the day of the date formats answers use', () => {
    expect(apiDay('2026-07-06')).toBe('2026-07-06');
    expect(apiDay(' 2026-07-06 ')).toBe('2026-07-06');
    expect(apiDay('2026-07-06 23:59:59')).toBe('2026-07-06');
    expect(apiDay('2026-07-06T08:30')).toBe('2026-07-06');
    expect(apiDay('2026-07-06T08:30:00.123')).toBe('2026-07-06');
    expect(apiDay('2028-02-29')).toBe('2028-02-29');
    // A date with a zone is the day in Beijing (UTC+8).
    expect(apiDay('2026-07-06T16:00:00Z')).toBe('2026-07-07');
    expect(apiDay('2026-07-06T15:59:59.999Z')).toBe('2026-07-06');
    expect(apiDay('2026-07-06T00:30:00+08:00')).toBe('2026-07-06');
    expect(apiDay('2026-07-06T00:30:00+0800')).toBe('2026-07-06');
  });

  it('refuses what is not a real date', () => {
    for (const junk of [
      '',
      'abc',
      'string',
      '2026-02-30',
      '2026-02-29',
      '2026-13-01',
      '2026-7-6',
      '20260706',
      '2026-07-06 24:00:00',
      '2026-07-06 12:60',
      '2026-07-06T12:00:00+08',
      '0050-01-01',
      '2026-07-06xyz',
      undefined,
      null,
      20260706,
      {},
      new Date(Number.NaN),
    ]) {
      expect(apiDay(junk)).toBeNull();
    }
  });
});

describe('safeDayCount', () => {
  it('counts the days of a period, both ends included', () => {
    expect(safeDayCount('2026-07-06', '2026-07-06')).toBe(1);
    expect(safeDayCount('2026-06-07', '2026-07-06')).toBe(30);
    expect(safeDayCount('2025-07-07', '2026-07-06')).toBe(365);
    expect(safeDayCount('2026-07-01 00:00:00', '2026-07-06 23:59:59')).toBe(6);
    expect(safeDayCount('2026-07-01T00:00:00+08:00', '2026-07-06')).toBe(6);
  });

  it('gives null for a junk date or a period that ends before it begins', () => {
    expect(safeDayCount('2026-07-06', '2026-07-05')).toBeNull();
    expect(safeDayCount('abc', '2026-07-06')).toBeNull();
    expect(safeDayCount('2026-07-06', '')).toBeNull();
    expect(safeDayCount(undefined, undefined)).toBeNull();
    expect(safeDayCount('2026-02-30', '2026-03-01')).toBeNull();
  });

  it('is a whole number of at least 1 or null, whatever goes in', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), fc.oneof(fc.string(), fc.anything()), (begin, end) => {
        const days = safeDayCount(begin, end);
        return days === null || (Number.isSafeInteger(days) && days >= 1);
      }),
    );
  });
});
