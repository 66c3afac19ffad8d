import { useInfiniteQuery } from '@tanstack/react-query';
import { getListExpertWorksQueryKey, listExpertWorks } from '@/shared/api/generated/endpoints/expert/expert';
import type { Work } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';

/**
 * An expert's works for the phone profile, growing with 加载更多: the generated listExpertWorks
 * page by page, under the generated key plus 'pages' (its data has another shape than the hook's).
 */
export function useWorkPages(expertId: number) {
  const query = useInfiniteQuery({
    queryKey: [...getListExpertWorksQueryKey(expertId, { pageSize: PAGE_SIZE_DEFAULT }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => listExpertWorks(expertId, { page: pageParam, pageSize: PAGE_SIZE_DEFAULT }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const total = last.data?.total;
      const loaded = all.reduce((sum, page) => sum + (page.data?.rows.length ?? 0), 0);
      const lastRows = last.data?.rows.length ?? 0;
      return total !== undefined && loaded < total && lastRows > 0 ? all.length + 1 : undefined;
    },
  });
  const rows: Work[] = (query.data?.pages ?? []).flatMap((page) => page.data?.rows ?? []);
  return { ...query, rows };
}
