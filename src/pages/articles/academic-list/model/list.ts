import type { QueryClient } from '@tanstack/react-query';
import { startArticleList } from '@/entities/article';
import type { ArticleListParams } from '@/entities/article';
import type { KeywordSearch } from '@/shared/lib/query-string';

/** The theory articles the page lists for its search. */
export const theoryListParams = (search: KeywordSearch): ArticleListParams => ({
  category: 'theory',
  page: search.page ?? 1,
  keyword: search.keyword || undefined,
});

/** The route's loader: the list's request starts with the page's code (entities/article startArticleList). */
export const startTheoryList = (queryClient: QueryClient, search: KeywordSearch, options?: { preload?: boolean }) =>
  startArticleList(queryClient, theoryListParams(search), options);
