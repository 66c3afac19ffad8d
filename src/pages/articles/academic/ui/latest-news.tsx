import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArticleListItem } from '@/entities/article';
import { useListArticles } from '@/shared/api/generated/endpoints/article/article';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';

const SIDE_SIZE = 8;

/** The side column of the theory landing: the newest news, titles only. */
export function LatestNews() {
  const query = useListArticles({ category: 'news', page: 1, pageSize: SIDE_SIZE });
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
      <ShortList query={query} loading={{ count: 4, label: '正在加载新闻资讯' }} empty={<EmptyList title="暂无资讯" />}>
        {(rows) => rows.map((article) => <ArticleListItem key={article.id} article={article} variant="compact" headingAs="h3" />)}
      </ShortList>
    </Box>
  );
}
