import type { QueryClient } from '@tanstack/react-query';
import { startQuery } from '@/shared/api';
import type { ListExpertsParams } from '@/shared/api/generated/model';
import { EXPERT_GRID_PAGE_SIZE } from '@/shared/config';
import { param, searchOf } from '@/shared/lib/query-string';

/** /experts?page&keyword&discipline&title&institution: every value optional, so links need none. */
export const validateExpertsSearch = searchOf({
  page: param.page(),
  keyword: param.text(),
  discipline: param.text(100),
  title: param.text(100),
  institution: param.text(100),
});
export type ExpertsSearch = ReturnType<typeof validateExpertsSearch>;

/** The experts the page lists for its search (12 fill rows of 2, 3 and 4 cards alike). */
export const expertsListParams = (search: ExpertsSearch): ListExpertsParams => ({
  page: search.page ?? 1,
  pageSize: EXPERT_GRID_PAGE_SIZE,
  keyword: search.keyword,
  discipline: search.discipline,
  title: search.title,
  institution: search.institution,
});

/** The route's loader: the list's request starts with the page's code (shared/api startQuery). */
export function startExpertsList(queryClient: QueryClient, search: ExpertsSearch, options?: { preload?: boolean }): void {
  startQuery(
    queryClient,
    (request) =>
      import('@/shared/api/generated/endpoints/expert/expert').then(({ getListExpertsQueryOptions }) =>
        getListExpertsQueryOptions(expertsListParams(search), { request }),
      ),
    options,
  );
}
