import { Box, Container } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { ArticleColumnsNav, ArticlePagedList } from '@/entities/article';
import { useKeywordList } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { theoryListParams } from '../model/list';

export function AcademicListPage() {
  const { keyword, page, onSearch, onClear, onPage } = useKeywordList(useSearch({ from: '/_portal/academicList' }));

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="理论文章" description="学术理论栏目的全部文章，按发布时间排列。" />
      <ArticleColumnsNav current="theory" />
      <KeywordSearch
        keyword={keyword}
        onSearch={onSearch}
        label="搜索理论文章"
        fieldLabel="关键词"
        placeholder="搜索标题或摘要"
        fieldProps={{ maxW: { md: 'lg' }, mb: '4' }}
      />
      <Box bg="bg" borderWidth="1px" rounded="xl" px={{ base: '4', md: '6' }} py="4">
        <ArticlePagedList
          params={theoryListParams({ keyword, page })}
          onPage={onPage}
          filtered={Boolean(keyword)}
          onClearFilters={onClear}
          unit="篇文章"
        />
      </Box>
    </Container>
  );
}
