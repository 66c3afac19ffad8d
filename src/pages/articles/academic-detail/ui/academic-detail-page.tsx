import { Badge, Box, Container, Flex, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import { ARTICLE_COLUMNS, ArticleMeta, articleItemMeta, articleText } from '@/entities/article';
import { SharePageButton } from '@/features/share-page';
import { useGetArticle } from '@/shared/api/generated/endpoints/article/article';
import { useItemMeta } from '@/shared/lib/page-meta';
import { DetailStates } from '@/shared/ui/detail-states';
import { PageHeading } from '@/shared/ui/page-heading';
import { RichText } from '@/shared/ui/rich-text';
import { articleIdOf } from '../model/article-id';
import { NeighbourLinks } from './neighbour-links';
import { ButtonLink } from '@/shared/ui/button-link';

/** One news or theory article: its facts, the sanitized content and its neighbours. */
export function AcademicDetailPage() {
  const params = useParams({ from: '/_portal/academicDetail/{-$id}' });
  const id = articleIdOf(params.id);
  const query = useGetArticle(id ?? 0, { query: { enabled: id !== undefined } });
  const article = query.data?.data;
  useItemMeta(article && articleItemMeta(article));
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <DetailStates
        id={id}
        query={query}
        header={<PageHeading title="文章详情" />}
        missing={{
          unspecified: '未指定文章',
          gone: '文章不存在或已下线',
          action: (
            <ButtonLink colorPalette="brand" variant="outline" to="/news">
              浏览新闻资讯
            </ButtonLink>
          ),
        }}
        loading={
          <Stack gap="4" role="status" aria-busy="true">
            <Heading as="h1" size="md" color="fg.muted">
              文章详情
            </Heading>
            <Skeleton h="9" w="80%" />
            <Skeleton h="4" w="50%" />
            <SkeletonText noOfLines={10} mt="6" />
          </Stack>
        }
      >
        {(article) => {
          const column = (article.category && ARTICLE_COLUMNS[article.category]) || ARTICLE_COLUMNS.news;
          const summary = articleText(article.summary);
          return (
            <>
              <Flex justify="space-between" align="center" mb="4">
                <ButtonLink variant="ghost" size="sm" ms="-2" to={column.listPath}>
                  ← 返回{column.label}
                </ButtonLink>
                <SharePageButton />
              </Flex>
              <Box as="article" bg="bg" borderWidth="1px" rounded="xl" px={{ base: '5', md: '12' }} py={{ base: '6', md: '10' }}>
                <Stack gap="3" mb="6" pb="6" borderBottomWidth="1px">
                  <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle">
                    {column.label}
                  </Badge>
                  <Heading as="h1" size={{ base: 'xl', md: '3xl' }} lineHeight="1.35">
                    {articleText(article.title, '无标题文章')}
                  </Heading>
                  <ArticleMeta article={article} variant="detail" />
                </Stack>
                {summary && (
                  <Box bg="bg.muted" rounded="md" px="4" py="3" mb="6" fontSize="sm" color="fg.muted">
                    <Text as="span" fontWeight="semibold">
                      摘要：
                    </Text>
                    {summary}
                  </Box>
                )}
                <RichText html={article.content} />
                <NeighbourLinks prev={article.prev} next={article.next} />
              </Box>
            </>
          );
        }}
      </DetailStates>
    </Container>
  );
}
