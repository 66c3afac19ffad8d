import { Box, Container } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ArticleColumnsNav, ArticlePagedList } from '@/entities/article';
import { PageHeading } from '@/shared/ui/page-heading';
import { TheorySearchForm } from './theory-search-form';

export function AcademicListPage() {
  const search = useSearch({ from: '/_portal/academicList' });
  const navigate = useNavigate({ from: '/academicList' });
  const page = search.page ?? 1;
  const goToPage = useCallback((next: number) => void navigate({ search: { ...search, page: next } }), [navigate, search]);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="理论文章" description="学术理论栏目的全部文章，按发布时间排列。" />
      <ArticleColumnsNav current="theory" />
      <TheorySearchForm
        key={search.keyword ?? ''}
        keyword={search.keyword ?? ''}
        onSubmit={(keyword) => void navigate({ search: { keyword } })}
      />
      <Box bg="bg" borderWidth="1px" rounded="xl" px={{ base: '4', md: '6' }} py="4">
        <ArticlePagedList
          params={{ category: 'theory', page, keyword: search.keyword }}
          onPage={goToPage}
          filtered={Boolean(search.keyword)}
          onClearFilters={() => void navigate({ search: {} })}
          unit="篇文章"
        />
      </Box>
    </Container>
  );
}
