import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useListEmpowerCases } from '@/shared/api/generated/endpoints/empower/empower';
import { PAGE_SIZE_DEFAULT, KEYWORD_MAX_LONG } from '@/shared/config';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { PageHeading } from '@/shared/ui/page-heading';
import { EmpowerCard } from './empower-card';
import { PAGED_QUERY_OPTIONS, ListView, listPage } from '@/shared/ui/list-view';
import { groupDigits } from '@/shared/lib/format';

/** /empowerList: how institutions use the platform, newest first, with a keyword and paging in the URL. */
export function EmpowerListPage() {
  const search = useSearch({ from: '/_portal/empowerList' });
  const navigate = useNavigate({ from: '/empowerList' });
  const listTop = useRef<HTMLElement>(null);
  const page = search.page ?? 1;
  const onPage = useCallback(
    (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) }),
    [navigate],
  );

  const list = useListEmpowerCases({ keyword: search.keyword, page, pageSize: PAGE_SIZE_DEFAULT }, PAGED_QUERY_OPTIONS);
  const { total } = listPage(list.data);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="赋能案例" description="高校、科研院所与出版机构借助平台提升学术质量与成果转化的实践。" />
      <Box mb="6">
        <KeywordSearch
          keyword={search.keyword ?? ''}
          onSearch={(keyword) => void navigate({ search: keyword ? { keyword } : {} })}
          label="案例检索"
          fieldLabel="案例关键词"
          placeholder="搜索案例标题、机构或内容"
          maxChars={KEYWORD_MAX_LONG}
          type="search"
          attached
          fieldProps={{ maxW: 'xl' }}
        />
      </Box>
      <Box as="section" aria-labelledby="empower-list-title" ref={listTop} scrollMarginTop="20">
        <Text as="h2" id="empower-list-title" fontWeight="semibold" mb="4" aria-live="polite">
          {list.isPending ? '正在加载案例…' : list.isError ? '案例列表' : `案例列表：共 ${groupDigits(total)} 个`}
        </Text>
        <ListView
          query={list}
          noun="案例"
          loading={{ count: 4 }}
          empty={{
            title: '暂无赋能案例',
            filtered: Boolean(search.keyword),
            noMatch: {
              title: '没有找到相关案例',
              description: '换个关键词试试。',
              onClear: () => void navigate({ search: {} }),
              clearLabel: '查看全部案例',
            },
          }}
          page={page}
          onPage={onPage}
          scrollTargetRef={listTop}
        >
          {(rows) => (
            <>
              <Stack as="ul" listStyle="none" gap="4">
                {rows.map((item) => (
                  <li key={item.id}>
                    <EmpowerCard item={item} />
                  </li>
                ))}
              </Stack>
            </>
          )}
        </ListView>
      </Box>
    </Container>
  );
}
