import { PAGE_MAX } from '@/shared/config';
import type { WorkSort, WorkType } from '@/shared/api/generated/model';

/** The state of /search in its URL (`keyword` is also what the home page's search box sends). */
export interface WorkSearch {
  keyword?: string;
  type?: WorkType;
  year?: number;
  discipline?: string;
  /** Only theory literature (理论文献). */
  origin?: boolean;
  /** Absent means relevance. */
  sort?: WorkSort;
  /** Absent means 1. */
  page?: number;
}

const TYPES: readonly WorkType[] = ['journal', 'thesis', 'conference', 'book', 'report'];
const SORTS: readonly WorkSort[] = ['relevance', 'date', 'cited'];
export const KEYWORD_MAX_LENGTH = 100;

/** A text value: the router parses `?keyword=2026` as a number, so numbers count as text too. */
function textOf(value: unknown, max = KEYWORD_MAX_LENGTH): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, max);
  return text === '' ? undefined : text;
}

function intOf(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The URL's search, whatever was typed into the address bar, as a WorkSearch: unknown keys and
 * unusable values are dropped, defaults (relevance, page 1) are left out so URLs stay short.
 */
export function normalizeWorkSearch(raw: Record<string, unknown> | null | undefined): WorkSearch {
  const search = raw ?? {};
  const result: WorkSearch = {};
  const keyword = textOf(search.keyword);
  if (keyword) result.keyword = keyword;
  const type = oneOf(TYPES, search.type);
  if (type) result.type = type;
  const year = intOf(search.year, 1000, 9999);
  if (year) result.year = year;
  const discipline = textOf(search.discipline, 50);
  if (discipline) result.discipline = discipline;
  if (search.origin === true || search.origin === 'true') result.origin = true;
  const sort = oneOf(SORTS, search.sort);
  if (sort && sort !== 'relevance') result.sort = sort;
  const page = intOf(search.page, 1, PAGE_MAX);
  if (page && page > 1) result.page = page;
  return result;
}

/** Whether any filter (not the keyword, not the sort) narrows the results. */
export function hasFilters(search: WorkSearch): boolean {
  return Boolean(search.type || search.year || search.discipline || search.origin);
}
