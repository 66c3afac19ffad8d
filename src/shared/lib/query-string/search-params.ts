import { PAGE_MAX } from '@/shared/config';
import { dayOf } from '@/shared/lib/format';

/*
 * Readers of list pages' URL state. Route files only type their search (their code is in the
 * first load), so a page checks the values with these: a hand-edited or stale URL never breaks it.
 * The router parses `?keyword=2026` as a number and `?id=3` as 3, so numbers count as text too.
 */

/** A page above 1, at most PAGE_MAX; page 1 stays out of the URL. */
export function pageParam(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
}

/** Trimmed text, at most `max` characters, or undefined when blank. */
export function textParam(raw: unknown, max = 50): string | undefined {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return text ? text.slice(0, max) : undefined;
}

/** A positive integer id. */
export function idParam(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** One of the allowed values (compared as text: `?status=0` arrives as the number 0). */
export function oneOfParam<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return values.find((value) => value === text);
}

/** A date range of real days; ends the wrong way round are swapped. */
export function dayRangeParams(beginRaw: unknown, endRaw: unknown): { beginTime?: string; endTime?: string } {
  let beginTime = dayOf(beginRaw);
  let endTime = dayOf(endRaw);
  if (beginTime && endTime && beginTime > endTime) [beginTime, endTime] = [endTime, beginTime];
  return { ...(beginTime ? { beginTime } : {}), ...(endTime ? { endTime } : {}) };
}

/** The object without its undefined values, so the URL carries only what is set. */
export function definedParams<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}
