/*
 * Arithmetic on numbers and dates that come from answers. An answer valid by the contract can
 * still carry values no screen can compute with (Prism's random answers do: a date 'string',
 * 1e308): each helper here gives null for such an input, and `orDash` turns null into 「—」, so a
 * page shows 「—」 or leaves the item out, never NaN, Infinity, undefined or Invalid Date.
 */

import { DASH } from '../format/dash';

export { DASH, orDash } from '../format/dash';

/** Beyond this a number loses integer precision; no count or amount of the portal comes near it. */
export const MAX_MAGNITUDE = Number.MAX_SAFE_INTEGER;

export interface NumberLimits {
  /** The least sensible value, e.g. 0 for counts and amounts. */
  min?: number;
  /** The greatest sensible value; never above MAX_MAGNITUDE. */
  max?: number;
}

/** A finite number within the limits (and within ±MAX_MAGNITUDE), else null; whatever its type. */
export function safeNumber(value: unknown, { min = -MAX_MAGNITUDE, max = MAX_MAGNITUDE }: NumberLimits = {}): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (Math.abs(value) > MAX_MAGNITUDE || value < min || value > Math.min(max, MAX_MAGNITUDE)) return null;
  return value;
}

/** A count of things or an amount of money: finite, not negative, not huge. */
export function safeNonNegative(value: unknown): number | null {
  return safeNumber(value, { min: 0 });
}

/** The sum of the values; null when one of them is junk (a sum that skipped it would be wrong) or the sum is huge. */
export function safeSum(values: readonly unknown[], limits: NumberLimits = { min: 0 }): number | null {
  let total = 0;
  for (const value of values) {
    const n = safeNumber(value, limits);
    if (n === null) return null;
    total += n;
  }
  return safeNumber(total, limits);
}

/** part / whole; null when either is junk, negative, or the whole is 0. */
export function safeRatio(part: unknown, whole: unknown): number | null {
  const p = safeNonNegative(part);
  const w = safeNonNegative(whole);
  if (p === null || w === null || w === 0) return null;
  return safeNumber(p / w);
}

/** The mean of `total` over `count` items (days, orders); null when either is junk or count is 0. */
export function safeAverage(total: unknown, count: unknown): number | null {
  return safeRatio(total, count);
}

/**
 * part of whole as a percentage, `12.5%` with `digits` decimals, or 「—」. A part above the whole
 * is junk too: a share is at most 100%.
 */
export function safePercent(part: unknown, whole: unknown, digits = 0): string {
  const ratio = safeRatio(part, whole);
  return ratio === null || ratio > 1 ? DASH : `${(ratio * 100).toFixed(digits)}%`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
/**
 * `YYYY-MM-DD`, optionally with a time `HH:mm[:ss[.SSS]]` after a blank or `T`, optionally with a
 * zone (`Z`, `+08:00`, `+0800`).
 */
const API_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Days since 1970-01-01 of a calendar day, or null when the day does not exist (2026-02-30). */
function dayNumber(year: number, month: number, day: number): number | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? time / DAY_MS : null;
}

/**
 * The calendar day (days since 1970-01-01) of a date as answers write it: `YYYY-MM-DD`,
 * `YYYY-MM-DD HH:mm:ss` or ISO 8601. A date without a zone is the server's own day (Beijing);
 * one with a zone is taken to Beijing time. Null for anything else: '', 'abc', 2026-02-30, 25:00.
 */
export function apiDayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = API_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const day = dayNumber(Number(y), Number(mo), Number(d));
  if (day === null || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (!zone) return day;
  const instant = Date.parse(
    value
      .trim()
      .replace(' ', 'T')
      .replace(/([+-]\d{2})(\d{2})$/, '$1:$2'),
  );
  return Number.isFinite(instant) ? Math.floor((instant + BEIJING_OFFSET_MS) / DAY_MS) : null;
}

/** The day of an answer's date as `YYYY-MM-DD` (see apiDayNumber), or null. */
export function apiDay(value: unknown): string | null {
  const day = apiDayNumber(value);
  return day === null ? null : new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Days of the period from `begin` to `end`, both included (the same day is 1); null when either
 * date is junk or the period ends before it begins.
 */
export function safeDayCount(begin: unknown, end: unknown): number | null {
  const from = apiDayNumber(begin);
  const to = apiDayNumber(end);
  if (from === null || to === null || to < from) return null;
  return to - from + 1;
}
