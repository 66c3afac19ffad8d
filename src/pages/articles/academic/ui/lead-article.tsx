import { AspectRatio, Box, Flex, Heading, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArticleMeta, articleText } from '@/entities/article';
import type { Article } from '@/shared/api/generated/model';
import { apiImageSrc } from '@/shared/api';

/** The landing's lead article: cover beside (or above, on phones) title, summary and facts. */
export function LeadArticle({ article }: { article: Article }) {
  const cover = apiImageSrc(article.cover);
  const summary = articleText(article.summary);
  return (
    <LinkBox
      as="article"
      aria-labelledby="theory-lead"
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      _hover={{ boxShadow: 'md' }}
    >
      <Flex direction={{ base: 'column', md: 'row' }}>
        {cover && (
          <Box flexShrink={0} w={{ base: 'full', md: '45%' }}>
            <AspectRatio ratio={4 / 3} h="full">
              <Image src={cover} alt="" objectFit="cover" />
            </AspectRatio>
          </Box>
        )}
        <Stack gap="3" p={{ base: '5', md: '8' }} justify="center">
          <Text fontSize="sm" color="brand.fg" fontWeight="semibold">
            精选文章
          </Text>
          <Heading as="h2" id="theory-lead" size={{ base: 'xl', md: '2xl' }} lineHeight="short">
            <LinkOverlay asChild _hover={{ color: 'brand.fg' }}>
              <Link to="/academicDetail/{-$id}" params={{ id: String(article.id) }}>
                {articleText(article.title, '无标题文章')}
              </Link>
            </LinkOverlay>
          </Heading>
          {summary && (
            <Text color="fg.muted" lineClamp={4}>
              {summary}
            </Text>
          )}
          <ArticleMeta article={article} />
        </Stack>
      </Flex>
    </LinkBox>
  );
}
