import { Box, Container, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { ExpertCard } from '@/entities/expert';
import { useListExperts } from '@/shared/api/generated/endpoints/expert/expert';
import { ListView } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { expertsListParams, type ExpertsSearch } from '../model/search';
import { ExpertFilters } from './expert-filters';
import { EXPERT_GRID_PAGE_SIZE } from '@/shared/config';
import { ButtonLink } from '@/shared/ui/button-link';

/** 12 fills rows of 2, 3 and 4 cards alike. */

export function ExpertsPage() {
  const search = useSearch({ from: '/_portal/experts' });
  const navigate = useNavigate({ from: '/experts' });
  const listTop = useRef<HTMLDivElement>(null);
  const params = expertsListParams(search);
  const page = params.page ?? 1;
  const query = useListExperts(params, { query: { placeholderData: keepPreviousData } });

  const setFilters = (next: Partial<Omit<ExpertsSearch, 'page'>>) => void navigate({ search: { ...search, ...next, page: undefined } });
  const reset = () => void navigate({ search: {} });
  const goToPage = useCallback((next: number) => void navigate({ search: { ...search, page: next } }), [navigate, search]);
  const filtered = Boolean(search.keyword || search.discipline || search.title || search.institution);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading
        title="专家学者"
        description="按学科、职称与机构查找专家，了解他们的研究与访谈。"
        actions={
          <HStack gap="2">
            <ButtonLink variant="outline" size="sm" to="/expertVideos">
              访谈视频
            </ButtonLink>
            <ButtonLink variant="outline" size="sm" to="/expertMore">
              专家访谈
            </ButtonLink>
          </HStack>
        }
      />
      <ExpertFilters search={search} onChange={setFilters} onReset={reset} />
      <Box ref={listTop} scrollMarginTop="20">
        <ListView
          query={query}
          noun="专家"
          loading={{ variant: 'cards', count: EXPERT_GRID_PAGE_SIZE, columns: 4 }}
          empty={{
            title: '暂无专家',
            filtered,
            noMatch: { title: '没有找到符合条件的专家', description: '换个关键词，或放宽筛选条件再试试。', onClear: reset },
          }}
          page={page}
          pageSize={EXPERT_GRID_PAGE_SIZE}
          onPage={goToPage}
          pagerLabel="专家列表分页"
          scrollTargetRef={listTop}
        >
          {(rows, total) => (
            <>
              <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
                共找到 {total} 位专家
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
                {rows.map((expert) => (
                  <ExpertCard key={expert.id} expert={expert} />
                ))}
              </SimpleGrid>
            </>
          )}
        </ListView>
      </Box>
    </Container>
  );
}
