import { PAGE_MAX } from '@/shared/config';

/** The state of /empowerList in its URL. */
export interface EmpowerListSearch {
  keyword?: string;
  page?: number;
}

export function normalizeEmpowerListSearch(raw: Record<string, unknown> | null | undefined): EmpowerListSearch {
  const search = raw ?? {};
  const result: EmpowerListSearch = {};
  const keyword =
    typeof search.keyword === 'string' || typeof search.keyword === 'number' ? String(search.keyword).trim().slice(0, 100) : '';
  if (keyword) result.keyword = keyword;
  const page = typeof search.page === 'number' && Number.isInteger(search.page) ? search.page : Number.NaN;
  if (page > 1 && page <= PAGE_MAX) result.page = page;
  return result;
}

/** `YYYY-MM-DD…` as 2026年10月12日, else ''. */
export function chineseDate(value: unknown): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(typeof value === 'string' ? value : '');
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : '';
}
