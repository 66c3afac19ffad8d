import { Box, Container, Field, Grid, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useListPeriodicals } from '@/shared/api/generated/endpoints/periodical/periodical';
import { useGetWorkFilters } from '@/shared/api/generated/endpoints/work/work';
import { PAGE_SIZE_DEFAULT, KEYWORD_MAX_LONG } from '@/shared/config';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { PageHeading } from '@/shared/ui/page-heading';
import { type PeriodicalSearch } from '../lib/periodical-search';
import { PeriodicalCard } from './periodical-card';
import { PAGED_QUERY_OPTIONS, ListView, listPage } from '@/shared/ui/list-view';
import { groupDigits } from '@/shared/lib/format';

/** /periodical: the journals, by name, with keyword and discipline filters and paging in the URL. */
export function PeriodicalPage() {
  const search = useSearch({ from: '/_portal/periodical' });
  const navigate = useNavigate({ from: '/periodical' });
  const listTop = useRef<HTMLElement>(null);
  const page = search.page ?? 1;

  const go = useCallback(
    (patch: Partial<PeriodicalSearch>) => void navigate({ search: { ...search, page: undefined, ...patch } }),
    [navigate, search],
  );
  const onPage = useCallback((next: number) => go({ page: next }), [go]);

  const filters = useGetWorkFilters({ query: { staleTime: 5 * 60_000 }, request: { silent: true } });
  const list = useListPeriodicals(
    { keyword: search.keyword, discipline: search.discipline, page, pageSize: PAGE_SIZE_DEFAULT },
    PAGED_QUERY_OPTIONS,
  );
  const { total } = listPage(list.data);
  // An option without a value would stand for 全部学科.
  const disciplines = (filters.data?.data?.disciplines ?? []).filter((option) => option.value !== '');
  const filtered = Boolean(search.keyword || search.discipline);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="学术期刊" description="收录各学科核心期刊，查看办刊信息与刊载文章。" />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 240px' }}
        gap="4"
        alignItems="start"
        mb="6"
        p="4"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="md"
      >
        <KeywordSearch
          keyword={search.keyword ?? ''}
          onSearch={(keyword) => go({ keyword })}
          label="期刊检索"
          fieldLabel="期刊名称 / 主办单位 / ISSN / CN"
          showLabel
          placeholder="例如：计算机、1000-1234"
          maxChars={KEYWORD_MAX_LONG}
          type="search"
          size="sm"
          attached
        />
        <Field.Root disabled={filters.isPending}>
          <Field.Label fontSize="sm">学科</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={search.discipline ?? ''}
              onChange={(event) => go({ discipline: event.currentTarget.value || undefined })}
            >
              <option value="">全部学科</option>
              {search.discipline && !disciplines.some((option) => option.value === search.discipline) && (
                <option value={search.discipline}>{search.discipline}</option>
              )}
              {disciplines.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label || option.value}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>

      <Box as="section" aria-labelledby="periodical-list-title" ref={listTop} scrollMarginTop="20">
        <Text as="h2" id="periodical-list-title" fontWeight="semibold" mb="4" aria-live="polite">
          {list.isPending ? '正在加载期刊…' : list.isError ? '期刊列表' : `期刊列表：共 ${groupDigits(total)} 种`}
        </Text>
        <ListView
          query={list}
          noun="期刊"
          loading={{ variant: 'cards', columns: 5, count: 10 }}
          empty={{
            title: '暂无期刊',
            filtered,
            noMatch: {
              title: '没有符合条件的期刊',
              description: '换个关键词或学科试试。',
              onClear: () => go({ keyword: undefined, discipline: undefined }),
            },
          }}
          page={page}
          onPage={onPage}
          scrollTargetRef={listTop}
        >
          {(rows) => (
            <>
              <SimpleGrid as="ul" listStyle="none" columns={{ base: 2, md: 3, lg: 5 }} gap={{ base: '3', md: '5' }}>
                {rows.map((periodical) => (
                  <li key={periodical.id}>
                    <PeriodicalCard periodical={periodical} />
                  </li>
                ))}
              </SimpleGrid>
            </>
          )}
        </ListView>
      </Box>
    </Container>
  );
}
