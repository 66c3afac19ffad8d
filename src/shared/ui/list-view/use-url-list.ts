import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { definedParams, type KeywordSearch } from '@/shared/lib/query-string';

/**
 * A paged list's query options: the rows on screen stay while the next page loads, and a failure
 * is shown by the list itself (with its retry), not also as a toast.
 */
export const PAGED_QUERY_OPTIONS = { query: { placeholderData: keepPreviousData }, request: { silent: true } } as const;

/**
 * A list screen's ways through its URL: `go(filters)` replaces the search (page 1, empty values
 * left out), `onPage(n)` keeps the filters and moves to page n (page 1 left out of the URL). The
 * route's validator checks what arrives.
 */
export function useUrlList<Search extends object>() {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      go: (next: Search) => void navigate({ to: '.', search: definedParams(next) }),
      onPage: (page: number) =>
        void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, page: page > 1 ? page : undefined }) }),
    }),
    [navigate],
  );
}

/**
 * A list searched by one keyword in its URL (`?keyword&page`, the route's `validateKeywordSearch`):
 * the keyword ('' when none) and the page, the list call's `params` (keyword, page, the default
 * page size), `onSearch(keyword)` (page 1; a blank keyword clears the search), `onClear()` and
 * `onPage(n)`, which keeps the keyword.
 */
export function useKeywordList(search: KeywordSearch) {
  const { go, onPage } = useUrlList<KeywordSearch>();
  const keyword = search.keyword ?? '';
  const page = search.page ?? 1;
  return {
    keyword,
    page,
    params: { keyword: keyword || undefined, page, pageSize: PAGE_SIZE_DEFAULT },
    onSearch: (keyword?: string) => go({ keyword: keyword?.trim() || undefined }),
    onClear: () => go({}),
    onPage,
  };
}
