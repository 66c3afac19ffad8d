import { Button, Container, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { WorkDetailSkeleton, WorkDetailView, workIdOf } from '@/entities/work';
import { SharePageButton } from '@/features/share-page';
import { useGetWork } from '@/shared/api/generated/endpoints/work/work';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';

const toSearch = (
  <Button asChild variant="outline" colorPalette="brand">
    <Link to="/search">去搜索作品</Link>
  </Button>
);

/**
 * /work/{id}: one work. Without a usable id, or for a work the API does not know, the page says
 * so and leads to the search; a failed load offers a retry. The work's title is the page's h1.
 */
export function WorkPage() {
  const { id: rawId } = useParams({ from: '/_portal/work/{-$id}' });
  const id = workIdOf(rawId);
  const query = useGetWork(id ?? 0, { query: { enabled: id !== undefined }, request: { silent: true } });
  const work = query.data?.data;

  let body;
  if (id === undefined) {
    body = (
      <>
        <PageHeading title="作品详情" />
        <EmptyList title="未指定作品" description="请从搜索结果或专家主页打开作品。" action={toSearch} />
      </>
    );
  } else if (query.isPending) {
    body = (
      <>
        {/* The page keeps its one h1 while the work's title is on its way. */}
        <Heading as="h1" srOnly>
          作品详情
        </Heading>
        <WorkDetailSkeleton />
      </>
    );
  } else if (query.isError && query.error.kind !== 'notFound') {
    body = (
      <>
        <PageHeading title="作品详情" />
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </>
    );
  } else if (!work) {
    body = (
      <>
        <PageHeading title="作品详情" />
        <EmptyList title="作品不存在或已下线" description={`未找到编号为 ${id} 的作品。`} action={toSearch} />
      </>
    );
  } else {
    body = (
      <>
        <Flex justify="space-between" align="center" gap="3" mb="4">
          <Text fontSize="sm" color="fg.muted">
            {work.origin && (
              <>
                本文为理论文献，
                <ChakraLink asChild display="inline" color="brand.fg">
                  <Link to="/work/origin/{-$id}" params={{ id: String(work.id) }}>
                    在理论文献中查看
                  </Link>
                </ChakraLink>
              </>
            )}
          </Text>
          <SharePageButton flexShrink={0} />
        </Flex>
        <WorkDetailView work={work} />
      </>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {body}
    </Container>
  );
}
