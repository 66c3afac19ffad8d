import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListExpertsParams } from '@/shared/api/generated/model';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { useShownQuery } from '@/shared/ui/list-view';
import { useExpertPages } from '../api/use-expert-pages';
import { ExpertRow } from './expert-row';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';

interface ExpertInfiniteListProps {
  params: Omit<ListExpertsParams, 'page' | 'pageSize'>;
  /** What the empty list says, e.g. a way back. */
  empty: { title: string; description?: string; action?: ReactNode };
  /** Marks the keyword in each row. */
  keyword?: string;
}

/** A phone list of experts, ten at a time, with 加载更多 at its end. */
export function ExpertInfiniteList({ params, empty, keyword }: ExpertInfiniteListProps) {
  // A page of rows renders in slices, after the render that received it (shared/ui/list-view).
  const query = useShownQuery(useExpertPages({ ...params, pageSize: PAGE_SIZE_DEFAULT }));
  if (query.isPending) {
    return (
      <Box px="4" py="3">
        <ListSkeleton count={6} label="正在加载专家" />
      </Box>
    );
  }
  if (query.isError && query.rows.length === 0) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (query.rows.length === 0) {
    return <EmptyList title={empty.title} description={empty.description} action={empty.action} />;
  }
  return (
    <Stack gap="0" aria-busy={query.isFetching}>
      <Text px="4" py="2" fontSize="sm" color="fg.muted" aria-live="polite">
        共 {query.total} 位专家
      </Text>
      <Stack gap="0" separator={<Box borderBottomWidth="1px" borderColor="border.muted" />} borderYWidth="1px" borderColor="border.muted">
        {query.rows.map((expert) => (
          <ExpertRow key={expert.id} expert={expert} keyword={keyword} />
        ))}
      </Stack>
      <Center py="5" px="4">
        {query.isFetchNextPageError ? (
          <Stack align="center" gap="2">
            <Text fontSize="sm" color="fg.muted">
              加载失败，请重试
            </Text>
            <Button size="sm" variant="outline" onClick={() => void query.fetchNextPage()}>
              重新加载
            </Button>
          </Stack>
        ) : query.hasNextPage ? (
          <Button
            w="full"
            variant="outline"
            loading={query.isFetchingNextPage}
            loadingText="正在加载…"
            onClick={() => void query.fetchNextPage()}
          >
            加载更多
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.subtle">
            已经到底了
          </Text>
        )}
      </Center>
    </Stack>
  );
}
