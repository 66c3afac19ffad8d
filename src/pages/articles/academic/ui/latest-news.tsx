import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArticleListItem } from '@/entities/article';
import { useListArticles } from '@/shared/api/generated/endpoints/article/article';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';

const SIDE_SIZE = 8;

/** The side column of the theory landing: the newest news, titles only. */
export function LatestNews() {
  const query = useListArticles({ category: 'news', page: 1, pageSize: SIDE_SIZE });
  const rows = Array.isArray(query.data?.data?.rows) ? query.data.data.rows : [];
  return (
    <Box as="aside" aria-labelledby="side-news" bg="bg" borderWidth="1px" rounded="xl" px="5" py="4">
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h2" id="side-news" size="md">
          新闻资讯
        </Heading>
        <Button asChild size="xs" variant="ghost" colorPalette="brand">
          <Link to="/news">更多</Link>
        </Button>
      </Flex>
      {query.isPending ? (
        <ListSkeleton count={4} label="正在加载新闻资讯" />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyList title="暂无资讯" />
      ) : (
        rows.map((article) => <ArticleListItem key={article.id} article={article} variant="compact" headingAs="h3" />)
      )}
    </Box>
  );
}
