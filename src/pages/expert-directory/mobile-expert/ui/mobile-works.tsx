import { Box, Button, Center, Text } from '@chakra-ui/react';
import { WorkListItem } from '@/entities/work';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { useWorkPages } from '../api/use-work-pages';

/** The works tab on the phone: ten at a time, 加载更多 at the end. */
export function MobileWorks({ expertId }: { expertId: number }) {
  const query = useWorkPages(expertId);
  if (query.isPending) return <ListSkeleton count={4} label="正在加载学术成果" />;
  if (query.isError && query.rows.length === 0) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.rows.length === 0) return <EmptyList title="暂无学术成果" />;
  return (
    <Box aria-busy={query.isFetching}>
      {query.rows.map((work) => (
        <WorkListItem key={work.id} work={work} headingAs="h2" />
      ))}
      <Center py="4">
        {query.isFetchNextPageError ? (
          <Button size="sm" variant="outline" onClick={() => void query.fetchNextPage()}>
            加载失败，重新加载
          </Button>
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
    </Box>
  );
}
