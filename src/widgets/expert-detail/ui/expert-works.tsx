import { Box, Heading } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef } from 'react';
import { WorkListItem } from '@/entities/work';
import { useListExpertWorks } from '@/shared/api/generated/endpoints/expert/expert';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { Pagination } from '@/shared/ui/pagination';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';

interface ExpertWorksProps {
  expertId: number;
  page: number;
  onPage: (page: number) => void;
}

/** 学术成果: the expert's works, newest first, paged through the URL. */
export function ExpertWorks({ expertId, page, onPage }: ExpertWorksProps) {
  const top = useRef<HTMLDivElement>(null);
  const query = useListExpertWorks(expertId, { page, pageSize: PAGE_SIZE_DEFAULT }, { query: { placeholderData: keepPreviousData } });
  const result = query.data?.data;
  const rows = Array.isArray(result?.rows) ? result.rows : [];
  const total = typeof result?.total === 'number' && Number.isFinite(result.total) ? result.total : 0;

  return (
    <Box ref={top} scrollMarginTop="20" aria-busy={query.isFetching}>
      <Heading as="h2" size="lg" mb="2">
        学术成果
      </Heading>
      {query.isPending ? (
        <ListSkeleton label="正在加载学术成果" />
      ) : query.isError && !result ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyList title="暂无学术成果" />
      ) : (
        <>
          <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
            {rows.map((work) => (
              <WorkListItem key={work.id} work={work} />
            ))}
          </Box>
          <Pagination total={total} page={page} pageSize={PAGE_SIZE_DEFAULT} onChange={onPage} scrollTargetRef={top} label="学术成果分页" />
        </>
      )}
    </Box>
  );
}
