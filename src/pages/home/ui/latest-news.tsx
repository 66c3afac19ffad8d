import { Box } from '@chakra-ui/react';
import { ArticleListItem } from '@/entities/article';
import { useListArticles } from '@/shared/api/generated/endpoints/article/article';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';
import { MoreLink } from './more-link';
import { SectionHeader } from './section-header';

const LATEST = 8;

/** 新闻资讯 on the home page (its own chunk, loaded after the hero). */
export default function LatestNews() {
  const query = useListArticles({ category: 'news', page: 1, pageSize: LATEST });
  return (
    <Box as="section" aria-labelledby="home-news" bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} h="full">
      <SectionHeader id="home-news" title="新闻资讯" more={<MoreLink to="/news">更多资讯</MoreLink>} />
      <ShortList query={query} loading={{ count: 5, label: '正在加载新闻资讯' }} empty={<EmptyList title="暂无资讯" />}>
        {(rows) => rows.map((article) => <ArticleListItem key={article.id} article={article} variant="compact" headingAs="h3" />)}
      </ShortList>
    </Box>
  );
}
