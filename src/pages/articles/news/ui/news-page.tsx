import { Box, Container } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ArticleColumnsNav, ArticlePagedList } from '@/entities/article';
import { PageHeading } from '@/shared/ui/page-heading';
import { NewsFilters } from './news-filters';
import { newsListParams } from '../model/search';

export function NewsPage() {
  const search = useSearch({ from: '/_portal/news' });
  const navigate = useNavigate({ from: '/news' });
  const reset = () => void navigate({ search: {} });
  const goToPage = useCallback((next: number) => void navigate({ search: { ...search, page: next } }), [navigate, search]);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="新闻资讯" description="平台动态、学术会议与科研诚信资讯。" />
      <ArticleColumnsNav current="news" />
      <NewsFilters search={search} onSubmit={(filters) => void navigate({ search: filters })} onReset={reset} />
      <Box bg="bg" borderWidth="1px" rounded="xl" px={{ base: '4', md: '6' }} py="4">
        <ArticlePagedList
          params={newsListParams(search)}
          onPage={goToPage}
          filtered={Boolean(search.keyword || search.beginTime || search.endTime)}
          onClearFilters={reset}
          unit="篇资讯"
        />
      </Box>
    </Container>
  );
}
