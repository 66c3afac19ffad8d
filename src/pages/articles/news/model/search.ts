import { PAGE_MAX } from '@/shared/config';

/** /news?page&keyword&beginTime&endTime (YYYY-MM-DD, both inclusive). */
export interface NewsSearch {
  page?: number;
  keyword?: string;
  beginTime?: string;
  endTime?: string;
}

/** A real calendar day as YYYY-MM-DD, or undefined (2026-02-30 is not one). */
export function dayOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) return undefined;
  const day = raw.trim();
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : undefined;
}

/**
 * The URL state as the page uses it: the route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page. A range whose
 * ends are the wrong way round is put right.
 */
export function normalizeNewsSearch(search: Record<string, unknown>): NewsSearch {
  const rawPage = search.page;
  const n =
    typeof rawPage === 'number' ? rawPage : typeof rawPage === 'string' && /^\d+$/.test(rawPage.trim()) ? Number(rawPage) : Number.NaN;
  const page = Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
  const rawKeyword = search.keyword;
  // The router parses `?keyword=2026` as a number.
  const keyword = (
    typeof rawKeyword === 'number' && Number.isFinite(rawKeyword)
      ? String(rawKeyword)
      : typeof rawKeyword === 'string'
        ? rawKeyword.trim()
        : ''
  ).slice(0, 50);
  let beginTime = dayOf(search.beginTime);
  let endTime = dayOf(search.endTime);
  if (beginTime && endTime && beginTime > endTime) [beginTime, endTime] = [endTime, beginTime];
  return {
    ...(page ? { page } : {}),
    ...(keyword ? { keyword } : {}),
    ...(beginTime ? { beginTime } : {}),
    ...(endTime ? { endTime } : {}),
  };
}
