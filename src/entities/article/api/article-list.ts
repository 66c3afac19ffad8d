import type { QueryClient } from '@tanstack/react-query';
import { startQuery } from '@/shared/api';
import type { ListArticlesParams } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';

export const ARTICLE_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** A page of a column's articles, as a list page asks for it (the page size is the list's own). */
export type ArticleListParams = Omit<ListArticlesParams, 'pageSize'> & { page: number };

/** The call's parameters, the one place that adds the page size: the page and its loader ask alike. */
export const articleListParams = (params: ArticleListParams): ListArticlesParams => ({ ...params, pageSize: ARTICLE_PAGE_SIZE });

/** Starts the request `ArticlePagedList` will make for `params` (a route's loader: shared/api startQuery). */
export function startArticleList(queryClient: QueryClient, params: ArticleListParams, options?: { preload?: boolean }): void {
  startQuery(
    queryClient,
    (request) =>
      import('@/shared/api/generated/endpoints/article/article').then(({ getListArticlesQueryOptions }) =>
        getListArticlesQueryOptions(articleListParams(params), { request }),
      ),
    options,
  );
}
