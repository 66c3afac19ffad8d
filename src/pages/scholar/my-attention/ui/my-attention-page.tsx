import { Box, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { KeywordSearchForm } from '@/entities/expert';
import { useListMyAttention } from '@/shared/api/generated/endpoints/scholar/scholar';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { EmptyList } from '@/shared/ui/empty-list';
import { PageHeading } from '@/shared/ui/page-heading';
import { ListView, listPage } from '@/shared/ui/list-view';
import { AttentionRow } from './attention-row';

/** /myAttention: the experts the scholar follows, newest first, searched and paged in the URL. */
export function MyAttentionPage() {
  const search = useSearch({ from: '/_portal/_scholar/myAttention' });
  const navigate = useNavigate({ from: '/myAttention' });
  const top = useRef<HTMLElement>(null);
  const page = search.page ?? 1;
  const keyword = search.keyword ?? '';
  const onPage = useCallback((next: number) => void navigate({ search: (prev) => ({ ...prev, page: next }) }), [navigate]);

  const list = useListMyAttention(
    { keyword: search.keyword, page, pageSize: PAGE_SIZE_DEFAULT },
    { query: { placeholderData: keepPreviousData }, request: { silent: true } },
  );
  const { total } = listPage(list.data);

  return (
    <>
      <PageHeading title="我的关注" description="您关注的专家学者，可在此取消关注。" />
      <Box mb="4" maxW="xl">
        <KeywordSearchForm
          key={keyword}
          keyword={keyword}
          label="搜索关注的专家"
          placeholder="按姓名、单位或研究领域搜索"
          onSubmit={(next) => void navigate({ search: next ? { keyword: next } : {} })}
        />
      </Box>
      <Box
        as="section"
        ref={top}
        aria-labelledby="attention-title"
        bg="bg"
        borderWidth="1px"
        rounded="xl"
        px={{ base: '4', md: '6' }}
        py="4"
        scrollMarginTop="20"
      >
        <Text as="h2" id="attention-title" fontWeight="semibold" aria-live="polite">
          {list.isPending ? '正在加载关注…' : list.isError && !list.data ? '关注列表' : `共关注 ${total.toLocaleString('zh-CN')} 位专家`}
        </Text>
        <ListView
          query={list}
          loading={{ label: '正在加载关注的专家' }}
          empty={
            <EmptyList
              title={keyword ? '没有找到相关专家' : '还没有关注任何专家'}
              description={keyword ? '换个关键词试试。' : '在“专家学者”中找到感兴趣的专家并关注。'}
              action={keyword ? { label: '查看全部关注', onClick: () => void navigate({ search: {} }) } : undefined}
            />
          }
          page={page}
          onPage={onPage}
          pagerLabel="关注分页"
          scrollTargetRef={top}
        >
          {(rows) => rows.map((expert) => <AttentionRow key={expert.expertId} expert={expert} keyword={keyword} />)}
        </ListView>
      </Box>
    </>
  );
}
