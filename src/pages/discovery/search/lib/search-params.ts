import type { WorkSort, WorkType } from '@/shared/api/generated/model';
import { KEYWORD_MAX_LONG } from '@/shared/config';
import { param, searchOf } from '@/shared/lib/query-string';

export const KEYWORD_MAX_LENGTH = KEYWORD_MAX_LONG;
const TYPES: readonly WorkType[] = ['journal', 'thesis', 'conference', 'book', 'report'];
const SORTS: readonly WorkSort[] = ['relevance', 'date', 'cited'];

/**
 * The state of /search in its URL (`keyword` is also what the home page's search box sends);
 * `origin` is only theory literature (理论文献); no sort means relevance, no page means 1.
 */
export const validateWorkSearch = searchOf({
  keyword: param.text(KEYWORD_MAX_LENGTH),
  type: param.oneOf(TYPES),
  year: param.int(1000, 9999),
  discipline: param.text(),
  origin: param.flag(),
  sort: param.oneOf(SORTS, 'relevance'),
  page: param.page(),
});
export type WorkSearch = ReturnType<typeof validateWorkSearch>;

/** Whether any filter (not the keyword, not the sort) narrows the results. */
export function hasFilters(search: WorkSearch): boolean {
  return Boolean(search.type || search.year || search.discipline || search.origin);
}
