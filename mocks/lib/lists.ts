import type { FilterOption, PageMeta } from '@/shared/api/generated/model';
import { PAGE_MAX, PAGE_SIZE_DEFAULT } from '@/shared/config';

/**
 * What every list handler does the same way, pure so it can be tested without HTTP: paging,
 * day ranges, keyword terms and facets, the way the backend is expected to answer (openapi.yaml).
 */

export const PAGE_SIZE_MAX = 100;

export interface Paging {
  page: number;
  pageSize: number;
}

function intParam(raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

/** `page` and `pageSize` from the query; missing or malformed values take the defaults, others are clamped. */
export function pagingOf(params: URLSearchParams): Paging {
  return {
    page: intParam(params.get('page'), 1, 1, PAGE_MAX),
    pageSize: intParam(params.get('pageSize'), PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX),
  };
}

/** One page of `rows`; a page past the end is empty (the client clamps with `total`). */
export function pageOf<T>(rows: readonly T[], { page, pageSize }: Paging): PageMeta & { rows: T[] } {
  const start = (page - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), total: rows.length, page, pageSize };
}

/** A `YYYY-MM-DD` day from `beginTime`/`endTime` (an ISO date-time is cut to its date), or undefined. */
export function dayParam(raw: string | null | undefined): string | undefined {
  const day = raw?.trim().slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

export function inDayRange(day: string, begin: string | undefined, end: string | undefined): boolean {
  const d = day.slice(0, 10);
  return (!begin || d >= begin) && (!end || d <= end);
}

const lower = (text: string): string => text.toLowerCase();

/** Case-insensitive substring test (Chinese has no case; Latin keywords such as "CRISPR" do). */
export function includesText(haystack: string, needle: string): boolean {
  return lower(haystack).includes(lower(needle));
}

export function termsOf(keyword: string | null | undefined): string[] {
  return (keyword ?? '').split(/\s+/).filter(Boolean);
}

/** Options with counts, most frequent first (ties in Chinese collation order). */
export function facet(values: readonly string[], label: (value: string) => string = (value) => value): FilterOption[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const collator = new Intl.Collator('zh-Hans-CN');
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || collator.compare(a, b))
    .map(([value, count]) => ({ value, label: label(value), count }));
}
