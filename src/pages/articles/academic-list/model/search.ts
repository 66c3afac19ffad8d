import { PAGE_MAX } from '@/shared/config';

/** /academicList?page&keyword. */
export interface AcademicListSearch {
  page?: number;
  keyword?: string;
}

/**
 * The URL state as the page uses it: the route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page.
 */
export function normalizeAcademicListSearch(search: Record<string, unknown>): AcademicListSearch {
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
  return { ...(page ? { page } : {}), ...(keyword ? { keyword } : {}) };
}
