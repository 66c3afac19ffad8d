import { Grid, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { articleText } from '@/entities/article';
import type { ArticleLink } from '@/shared/api/generated/model';

interface NeighbourLinksProps {
  prev?: ArticleLink | null;
  next?: ArticleLink | null;
}

/** 上一篇 / 下一篇 in the article's column; an end of the list says 没有了. */
export function NeighbourLinks({ prev, next }: NeighbourLinksProps) {
  const item = (label: string, link: ArticleLink | null | undefined, align: 'start' | 'end') => (
    <Stack gap="1" textAlign={{ base: 'start', md: align }} minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {link && Number.isFinite(link.id) ? (
        <ChakraLink asChild color="brand.fg" fontWeight="medium" lineClamp={2} display="block">
          <Link to="/academicDetail/{-$id}" params={{ id: String(link.id) }} rel={label === '上一篇' ? 'prev' : 'next'}>
            {articleText(link.title, '无标题文章')}
          </Link>
        </ChakraLink>
      ) : (
        <Text color="fg.subtle">没有了</Text>
      )}
    </Stack>
  );
  return (
    <Grid as="nav" aria-label="上一篇与下一篇" templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" borderTopWidth="1px" pt="6" mt="10">
      {item('上一篇', prev, 'start')}
      {item('下一篇', next, 'end')}
    </Grid>
  );
}
