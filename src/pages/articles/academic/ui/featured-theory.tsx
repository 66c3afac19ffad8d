import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import { ArticleListItem } from '@/entities/article';
import { useListArticles } from '@/shared/api/generated/endpoints/article/article';
import { EmptyList } from '@/shared/ui/empty-list';
import { ShortList } from '@/shared/ui/list-view';
import { LeadArticle } from './lead-article';
import { ButtonLink } from '@/shared/ui/button-link';

/** The lead article and the six after it. */
const LANDING_SIZE = 7;

/** 精选: the newest theory article large, then the next ones as a list, then the way to all. */
export function FeaturedTheory() {
  const query = useListArticles({ category: 'theory', page: 1, pageSize: LANDING_SIZE });
  return (
    <ShortList query={query} loading={{ count: LANDING_SIZE, label: '正在加载理论文章' }} empty={<EmptyList title="暂无理论文章" />}>
      {([lead, ...rest]) => (
        <Stack gap="6">
          {lead && <LeadArticle article={lead} />}
          {rest.length > 0 && (
            <Box as="section" aria-labelledby="theory-latest" bg="bg" borderWidth="1px" rounded="xl" px={{ base: '4', md: '6' }} py="4">
              <Heading as="h2" id="theory-latest" size="lg" mb="1">
                最新文章
              </Heading>
              {rest.map((article) => (
                <ArticleListItem key={article.id} article={article} headingAs="h3" />
              ))}
              <Flex justify="center" pt="4">
                <ButtonLink colorPalette="brand" variant="outline" to="/academicList">
                  查看全部理论文章
                </ButtonLink>
              </Flex>
            </Box>
          )}
        </Stack>
      )}
    </ShortList>
  );
}
