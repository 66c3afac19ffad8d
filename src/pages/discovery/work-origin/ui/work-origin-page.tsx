import { Button, Container, Heading, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { WorkDetailSkeleton, WorkDetailView, workIdOf } from '@/entities/work';
import { useGetWork } from '@/shared/api/generated/endpoints/work/work';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';

const toOrigins = (
  <Button asChild variant="outline" colorPalette="orange">
    <Link to="/search" search={{ origin: true }}>
      浏览理论文献
    </Link>
  </Button>
);

/**
 * /work/origin/{id}: a work of theory literature (原典), the same data as /work/{id} in the
 * classic styling of the theory section, with a way back to the other theory literature.
 */
export function WorkOriginPage() {
  const { id: rawId } = useParams({ from: '/_portal/work/origin/{-$id}' });
  const id = workIdOf(rawId);
  const query = useGetWork(id ?? 0, { query: { enabled: id !== undefined }, request: { silent: true } });
  const work = query.data?.data;

  let body;
  if (id === undefined) {
    body = (
      <>
        <PageHeading title="理论文献" />
        <EmptyList title="未指定文献" description="请从理论文献列表中打开一篇文献。" action={toOrigins} />
      </>
    );
  } else if (query.isPending) {
    body = (
      <>
        {/* The page keeps its one h1 while the work's title is on its way. */}
        <Heading as="h1" srOnly>
          理论文献
        </Heading>
        <WorkDetailSkeleton />
      </>
    );
  } else if (query.isError && query.error.kind !== 'notFound') {
    body = (
      <>
        <PageHeading title="理论文献" />
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </>
    );
  } else if (!work) {
    body = (
      <>
        <PageHeading title="理论文献" />
        <EmptyList title="文献不存在或已下线" description={`未找到编号为 ${id} 的文献。`} action={toOrigins} />
      </>
    );
  } else {
    body = <WorkDetailView work={work} variant="origin" />;
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <HStack as="nav" aria-label="位置" fontSize="sm" color="fg.muted" mb="4" gap="1" flexWrap="wrap">
        <ChakraLink asChild color="orange.700">
          <Link to="/search" search={{ origin: true }}>
            理论文献
          </Link>
        </ChakraLink>
        <Text as="span" aria-hidden>
          /
        </Text>
        <Text as="span">原典详情</Text>
      </HStack>
      {body}
    </Container>
  );
}
