import { PAGE_MAX } from '@/shared/config';

/** ?page&keyword: both optional, so links need neither. */
export interface InterviewsSearch {
  page?: number;
  keyword?: string;
}

/**
 * The URL state as the page uses it: the route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page.
 */
export function normalizeInterviewsSearch(search: Record<string, unknown>): InterviewsSearch {
  const rawPage = search.page;
  const n =
    typeof rawPage === 'number' ? rawPage : typeof rawPage === 'string' && /^\d+$/.test(rawPage.trim()) ? Number(rawPage) : Number.NaN;
  const page = Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
  // The router parses `?keyword=123` as a number.
  const rawKeyword = search.keyword;
  const keyword = (
    typeof rawKeyword === 'number' && Number.isFinite(rawKeyword)
      ? String(rawKeyword)
      : typeof rawKeyword === 'string'
        ? rawKeyword.trim()
        : ''
  ).slice(0, 50);
  return { ...(page ? { page } : {}), ...(keyword ? { keyword } : {}) };
}
