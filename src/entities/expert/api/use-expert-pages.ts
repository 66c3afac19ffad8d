import { useInfiniteQuery } from '@tanstack/react-query';
import { getListExpertsQueryKey, listExperts } from '@/shared/api/generated/endpoints/expert/expert';
import type { Expert, ListExpertsParams } from '@/shared/api/generated/model';

/**
 * The experts for a phone list that grows with 加载更多: the generated listExperts call page by
 * page. Its key is the generated one plus 'pages', so it never shares a cache entry (whose data
 * has another shape) with useListExperts.
 */
export function useExpertPages(params: Omit<ListExpertsParams, 'page'>, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: [...getListExpertsQueryKey(params), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => listExperts({ ...params, page: pageParam }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const total = last.data?.total;
      const loaded = all.reduce((sum, page) => sum + (page.data?.rows.length ?? 0), 0);
      const lastRows = last.data?.rows.length ?? 0;
      // Stop when everything is here, or when a page came back empty (a total that lies).
      return total !== undefined && loaded < total && lastRows > 0 ? all.length + 1 : undefined;
    },
    enabled: options.enabled ?? true,
  });
  const rows: Expert[] = (query.data?.pages ?? []).flatMap((page) => page.data?.rows ?? []);
  const lastPage = query.data?.pages.at(-1);
  const total = lastPage?.data?.total ?? rows.length;
  return { ...query, rows, total };
}
