import type { QueryClient } from '@tanstack/react-query';
import { startArticleList } from '@/entities/article';
import type { ArticleListParams } from '@/entities/article';
import { orderedDays, param, searchOf } from '@/shared/lib/query-string';

/** /news?page&keyword&beginTime&endTime (YYYY-MM-DD, both inclusive; ends the wrong way round are swapped). */
export const validateNewsSearch = searchOf(
  { page: param.page(), keyword: param.text(), beginTime: param.day(), endTime: param.day() },
  orderedDays,
);
export type NewsSearch = ReturnType<typeof validateNewsSearch>;

/** The news the page lists for its search. */
export const newsListParams = (search: NewsSearch): ArticleListParams => ({
  category: 'news',
  page: search.page ?? 1,
  keyword: search.keyword,
  beginTime: search.beginTime,
  endTime: search.endTime,
});

/** The route's loader: the list's request starts with the page's code (entities/article startArticleList). */
export const startNewsList = (queryClient: QueryClient, search: NewsSearch, options?: { preload?: boolean }) =>
  startArticleList(queryClient, newsListParams(search), options);
