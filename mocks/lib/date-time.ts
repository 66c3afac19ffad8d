/**
 * Dates the way the backend writes them (`YYYY-MM-DD HH:mm:ss`, Beijing time). Formatting in a
 * fixed UTC+8 instead of the machine's zone keeps the seeded data identical on every machine.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDate(date: Date): string {
  const d = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function formatDateTime(date: Date): string {
  const d = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return `${formatDate(date)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

function dayOf(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar arithmetic on `YYYY-MM-DD` days, free of time zones. */
export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** Days from `begin` to `end`, both included (0 when end is before begin). */
export function daysBetween(begin: string, end: string): number {
  return Math.max(0, dayNumber(end) - dayNumber(begin) + 1);
}

/** A real calendar day as `YYYY-MM-DD` (not 2026-02-29). */
export function isValidDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return dayOf(dayNumber(day)) === day;
}
