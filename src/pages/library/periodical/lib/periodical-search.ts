import { PAGE_MAX } from '@/shared/config';

/** The state of /periodical in its URL. */
export interface PeriodicalSearch {
  keyword?: string;
  discipline?: string;
  page?: number;
}

function textOf(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, max);
  return text === '' ? undefined : text;
}

/** The URL's search as a PeriodicalSearch: unusable values dropped, page 1 left out. */
export function normalizePeriodicalSearch(raw: Record<string, unknown> | null | undefined): PeriodicalSearch {
  const search = raw ?? {};
  const result: PeriodicalSearch = {};
  const keyword = textOf(search.keyword, 100);
  if (keyword) result.keyword = keyword;
  const discipline = textOf(search.discipline, 50);
  if (discipline) result.discipline = discipline;
  const page = typeof search.page === 'number' && Number.isInteger(search.page) ? search.page : Number.NaN;
  if (page > 1 && page <= PAGE_MAX) result.page = page;
  return result;
}
