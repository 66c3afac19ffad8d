import { chineseDay } from '@/shared/lib/format';
import { Box, Flex, Heading, Image, Link as ChakraLink, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Article } from '@/shared/api/generated/model';
import { appDetailJump } from '@/shared/lib/bridge';
import { Highlight } from '@/shared/ui/highlight';
import { articleText } from '../lib/format';
import { ArticleMeta } from './article-meta';
import { apiImageSrc } from '@/shared/api';

export interface ArticleListItemProps {
  article: Article;
  /** Search terms to mark in the title and summary. */
  terms?: string | readonly string[];
  /** The title's heading level inside the page's outline (default h3). */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** `compact`: title and date on one line, for the home page and side lists. */
  variant?: 'full' | 'compact';
}

/** One news or theory article in a list; the title opens /academicDetail/{id}. */
export function ArticleListItem({ article, terms = [], headingAs = 'h3', variant = 'full' }: ArticleListItemProps) {
  const title = articleText(article.title, '无标题文章');
  const id = String(article.id);
  const openInApp = appDetailJump({ path: `/academicDetail/${id}`, uuid: id, type: 'article' });

  if (variant === 'compact') {
    const day = chineseDay(article.publishTime);
    return (
      <Flex
        as="article"
        gap="3"
        py="2.5"
        align="baseline"
        borderBottomWidth="1px"
        borderColor="border.muted"
        _last={{ borderBottomWidth: 0 }}
      >
        <Heading as={headingAs} fontSize="md" fontWeight="normal" flex="1" minW="0" lineClamp={1}>
          <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <Link to="/academicDetail/{-$id}" params={{ id }} onClick={openInApp}>
              {title}
            </Link>
          </ChakraLink>
        </Heading>
        {day && (
          <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0}>
            {day}
          </Text>
        )}
      </Flex>
    );
  }

  const cover = apiImageSrc(article.cover);
  const summary = articleText(article.summary);
  return (
    <LinkBox as="article" py="5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Flex gap={{ base: '3', md: '5' }} align="flex-start">
        <Stack gap="2" flex="1" minW="0">
          <Heading as={headingAs} size={{ base: 'md', md: 'lg' }} lineHeight="short" wordBreak="break-word">
            <LinkOverlay asChild _hover={{ color: 'brand.fg' }}>
              <Link to="/academicDetail/{-$id}" params={{ id }} onClick={openInApp}>
                <Highlight text={title} terms={terms} />
              </Link>
            </LinkOverlay>
          </Heading>
          {summary && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              <Highlight text={summary} terms={terms} />
            </Text>
          )}
          <ArticleMeta article={article} />
        </Stack>
        {cover && (
          <Box flexShrink={0} w={{ base: '24', sm: '36', md: '44' }} aspectRatio={4 / 3} rounded="md" overflow="hidden" bg="bg.muted">
            <Image src={cover} alt="" loading="lazy" w="full" h="full" objectFit="cover" />
          </Box>
        )}
      </Flex>
    </LinkBox>
  );
}
