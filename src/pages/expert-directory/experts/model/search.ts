import { PAGE_MAX } from '@/shared/config';

/** /experts?page&keyword&discipline&title&institution: every value optional, so links need none. */
export interface ExpertsSearch {
  page?: number;
  keyword?: string;
  discipline?: string;
  title?: string;
  institution?: string;
}

/** A search value as text: the router parses `?keyword=123` as a number, so numbers count too. */
function textParam(raw: unknown, max = 50): string | undefined {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return text ? text.slice(0, max) : undefined;
}

/** A page above 1 (page 1 stays out of the URL), at most PAGE_MAX. */
function pageParam(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
}

/**
 * The URL state as the page uses it: the route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page.
 */
export function normalizeExpertsSearch(search: Record<string, unknown>): ExpertsSearch {
  const result: ExpertsSearch = {
    page: pageParam(search.page),
    keyword: textParam(search.keyword),
    discipline: textParam(search.discipline, 100),
    title: textParam(search.title, 100),
    institution: textParam(search.institution, 100),
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as ExpertsSearch;
}
