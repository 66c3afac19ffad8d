import { Box, Button, Checkbox, Container, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { WorkListItem, workTypeLabel } from '@/entities/work';
import { useGetWorkFilters, useSearchWorks } from '@/shared/api/generated/endpoints/work/work';
import type { WorkSort, WorkType } from '@/shared/api/generated/model';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { PAGED_QUERY_OPTIONS, ListView, listPage } from '@/shared/ui/list-view';
import { PageHeading } from '@/shared/ui/page-heading';
import { hasFilters, KEYWORD_MAX_LENGTH, type WorkSearch } from '../lib/search-params';
import { FilterSelect } from './filter-select';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { groupDigits } from '@/shared/lib/format';

const SORTS: ReadonlyArray<{ value: WorkSort; label: string }> = [
  { value: 'relevance', label: '相关度' },
  { value: 'date', label: '发表时间' },
  { value: 'cited', label: '被引次数' },
];

/**
 * /search: works by keyword with type, year, discipline and theory-literature filters, three
 * sort orders and paging. Everything lives in the URL, so reload and back restore it.
 */
export function SearchPage() {
  const search = useSearch({ from: '/_portal/search' });
  const navigate = useNavigate({ from: '/search' });
  const listTop = useRef<HTMLDivElement>(null);
  const page = search.page ?? 1;

  const go = useCallback(
    (patch: Partial<WorkSearch>, options: { keepPage?: boolean } = {}) => {
      const next = { ...search, ...(options.keepPage ? {} : { page: undefined }), ...patch };
      void navigate({ search: next });
    },
    [navigate, search],
  );

  const filters = useGetWorkFilters({ query: { staleTime: 5 * 60_000 }, request: { silent: true } });
  const results = useSearchWorks(
    {
      keyword: search.keyword,
      type: search.type,
      year: search.year,
      discipline: search.discipline,
      origin: search.origin,
      sort: search.sort ?? 'relevance',
      page,
      pageSize: PAGE_SIZE_DEFAULT,
    },
    PAGED_QUERY_OPTIONS,
  );

  const { total } = listPage(results.data);
  const filterData = filters.data?.data;
  const filtersActive = hasFilters(search);
  const onPage = useCallback((next: number) => go({ page: next }, { keepPage: true }), [go]);
  // Phones see the results first; the filters fold open on demand (always open on wide screens).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = [search.type, search.year, search.discipline, search.origin].filter((value) => value !== undefined).length;

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="搜索" description="按关键词检索期刊论文、学位论文、会议论文、专著与研究报告。" />
      <Box mb={{ base: '6', md: '8' }}>
        <KeywordSearch
          keyword={search.keyword ?? ''}
          onSearch={(keyword) => go({ keyword })}
          label="作品检索"
          fieldLabel="搜索关键词"
          placeholder="输入题名、作者、关键词或机构，多个词用空格分开"
          maxChars={KEYWORD_MAX_LENGTH}
          type="search"
          size="lg"
          attached
          inputProps={{ name: 'keyword' }}
          buttonProps={{ px: { base: '4', md: '8' } }}
        />
      </Box>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' }} gap={{ base: '6', lg: '8' }} alignItems="start">
        <Box as="section" aria-labelledby="search-filters-title" borderWidth="1px" borderColor="border.muted" rounded="md" p="4">
          <HStack justify="space-between" gap="2">
            <Text as="h2" id="search-filters-title" fontWeight="semibold">
              筛选
              {activeCount > 0 && (
                <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted" ms="1">
                  （已选 {activeCount} 项）
                </Text>
              )}
            </Text>
            <HStack gap="1">
              {filtersActive && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="brand"
                  onClick={() => go({ type: undefined, year: undefined, discipline: undefined, origin: undefined })}
                >
                  清除筛选
                </Button>
              )}
              <Button
                size="xs"
                variant="outline"
                display={{ lg: 'none' }}
                aria-expanded={filtersOpen}
                aria-controls="search-filter-fields"
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {filtersOpen ? '收起筛选' : '展开筛选'}
              </Button>
            </HStack>
          </HStack>
          <Box id="search-filter-fields" display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }} mt="3">
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))', lg: 'minmax(0, 1fr)' }} gap="3">
              <FilterSelect
                label="文献类型"
                allLabel="全部类型"
                value={search.type}
                options={filterData?.types}
                labelOf={workTypeLabel}
                disabled={filters.isPending}
                onChange={(value) => go({ type: value as WorkType | undefined })}
              />
              <FilterSelect
                label="发表年份"
                allLabel="全部年份"
                value={search.year === undefined ? undefined : String(search.year)}
                options={filterData?.years}
                labelOf={(value) => `${value}年`}
                disabled={filters.isPending}
                onChange={(value) => go({ year: value ? Number(value) : undefined })}
              />
              <FilterSelect
                label="学科"
                allLabel="全部学科"
                value={search.discipline}
                options={filterData?.disciplines}
                disabled={filters.isPending}
                onChange={(value) => go({ discipline: value })}
              />
            </Grid>
            <Checkbox.Root
              mt="4"
              size="sm"
              colorPalette="brand"
              checked={Boolean(search.origin)}
              onCheckedChange={(detail) => go({ origin: detail.checked === true ? true : undefined })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Checkbox.Label>仅看理论文献（原典）</Checkbox.Label>
            </Checkbox.Root>
            {filters.isError && (
              <HStack mt="3" gap="2" fontSize="xs" color="fg.muted">
                <Text>筛选项加载失败</Text>
                <Button size="2xs" variant="outline" onClick={() => void filters.refetch()}>
                  重新加载
                </Button>
              </HStack>
            )}
          </Box>
        </Box>

        <Box as="section" aria-labelledby="search-results-title" ref={listTop} scrollMarginTop="20">
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ sm: 'center' }}
            gap="3"
            pb="3"
            borderBottomWidth="1px"
            borderColor="border.muted"
          >
            <Text as="h2" id="search-results-title" fontWeight="semibold" aria-live="polite">
              {results.isPending
                ? '正在检索…'
                : results.isError
                  ? '检索结果'
                  : search.keyword
                    ? `“${search.keyword}”的检索结果：共 ${groupDigits(total)} 条`
                    : `全部作品：共 ${groupDigits(total)} 条`}
            </Text>
            <HStack gap="1" role="group" aria-label="排序方式">
              <Text fontSize="sm" color="fg.muted" me="1">
                排序
              </Text>
              {SORTS.map((sort) => {
                const active = (search.sort ?? 'relevance') === sort.value;
                return (
                  <Button
                    key={sort.value}
                    size="xs"
                    variant={active ? 'solid' : 'outline'}
                    colorPalette={active ? 'brand' : 'gray'}
                    aria-pressed={active}
                    onClick={() => go({ sort: sort.value })}
                  >
                    {sort.label}
                  </Button>
                );
              })}
            </HStack>
          </Stack>

          <ListView
            query={results}
            noun="检索结果"
            loading={{ label: '正在检索作品' }}
            errorTitle="检索失败"
            empty={{
              title: '未找到相关作品',
              description: filtersActive ? '试试减少筛选条件，或换一个关键词。' : '试试换一个关键词，或使用高级检索。',
              action: filtersActive
                ? {
                    label: '清除筛选条件',
                    onClick: () => go({ type: undefined, year: undefined, discipline: undefined, origin: undefined }),
                  }
                : undefined,
            }}
            page={page}
            onPage={onPage}
            scrollTargetRef={listTop}
          >
            {(rows) => rows.map((work) => <WorkListItem key={work.id} work={work} terms={search.keyword ?? ''} />)}
          </ListView>
        </Box>
      </Grid>
    </Container>
  );
}
