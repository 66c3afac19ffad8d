import { KEYWORD_MAX } from '@/entities/expert';
import type { MyWorkStatus } from '@/shared/api/generated/model';
import { PAGE_MAX } from '@/shared/config';

export const MY_WORK_STATUSES: readonly MyWorkStatus[] = ['published', 'claimed', 'pending', 'rejected'];

/** /myWorks?status&keyword&beginTime&endTime&page (days as YYYY-MM-DD, both inclusive). */
export interface MyWorksSearch {
  status?: MyWorkStatus;
  keyword?: string;
  beginTime?: string;
  endTime?: string;
  page?: number;
}

/** A real calendar day as YYYY-MM-DD, or undefined (2026-02-30 is not one). */
export function dayOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) return undefined;
  const day = raw.trim();
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : undefined;
}

/**
 * The URL state as the page uses it: the route only types the search, so a hand-edited URL is
 * checked here and never breaks the page; a range the wrong way round is put right.
 */
export function normalizeMyWorksSearch(search: Record<string, unknown>): MyWorksSearch {
  const status = MY_WORK_STATUSES.find((candidate) => candidate === search.status);
  const raw = search.keyword;
  const keyword = (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '').slice(
    0,
    KEYWORD_MAX,
  );
  let beginTime = dayOf(search.beginTime);
  let endTime = dayOf(search.endTime);
  if (beginTime && endTime && beginTime > endTime) [beginTime, endTime] = [endTime, beginTime];
  const n = typeof search.page === 'number' ? search.page : Number.NaN;
  const page = Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
  return {
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
    ...(beginTime ? { beginTime } : {}),
    ...(endTime ? { endTime } : {}),
    ...(page ? { page } : {}),
  };
}
