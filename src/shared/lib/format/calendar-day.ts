/**
 * Calendar days as the backend writes them, `YYYY-MM-DD`, in Beijing time (UTC+8 all year, no
 * daylight saving), so "today" is the same day the server means whatever the browser's zone.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

function dayAt(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day as `YYYY-MM-DD` (surrounding blanks ignored), else undefined: 2026-02-30 is not one. */
export function dayOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const day = raw.trim();
  if (!DAY_PATTERN.test(day)) return undefined;
  const n = dayNumber(day);
  return Number.isFinite(n) && dayAt(n) === day ? day : undefined;
}

/** Today in Beijing. */
export function todayInBeijing(now: Date = new Date()): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayAt(dayNumber(day) + days);
}

/** Days from `begin` to `end`, both included; 0 when end is before begin. */
export function daysInRange(begin: string, end: string): number {
  return Math.max(0, dayNumber(end) - dayNumber(begin) + 1);
}

/** `20261207`: the day as file names carry it. */
export function compactDay(day: string): string {
  return day.replaceAll('-', '');
}

/**
 * The day at the start of an API date (`YYYY-MM-D…`, time ignored) in Chinese, 2026年11月1日; anything
 * else, whatever its type, is '' so the caller can hide the field. The one date formatter of the portal.
 */
export function chineseDay(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value) : null;
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : '';
}
