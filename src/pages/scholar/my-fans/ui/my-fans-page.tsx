import { Box, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { KeywordSearchForm } from '@/entities/expert';
import { FollowCheckNotice } from '@/features/follow-expert';
import { useListMyFans } from '@/shared/api/generated/endpoints/scholar/scholar';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { EmptyList } from '@/shared/ui/empty-list';
import { PageHeading } from '@/shared/ui/page-heading';
import { ListView, listPage } from '@/shared/ui/list-view';
import { FanRow } from './fan-row';

/** /myFans: the users who follow the scholar, newest first, searched and paged in the URL. */
export function MyFansPage() {
  const search = useSearch({ from: '/_portal/_scholar/myFans' });
  const navigate = useNavigate({ from: '/myFans' });
  const top = useRef<HTMLElement>(null);
  const page = search.page ?? 1;
  const keyword = search.keyword ?? '';
  const onPage = useCallback((next: number) => void navigate({ search: (prev) => ({ ...prev, page: next }) }), [navigate]);

  const list = useListMyFans(
    { keyword: search.keyword, page, pageSize: PAGE_SIZE_DEFAULT },
    { query: { placeholderData: keepPreviousData }, request: { silent: true } },
  );
  const { total } = listPage(list.data);

  return (
    <>
      <PageHeading title="我的粉丝" description="关注您的用户；专家学者可以回关。" />
      <Box mb="4" maxW="xl">
        <KeywordSearchForm
          key={keyword}
          keyword={keyword}
          label="搜索粉丝"
          placeholder="按昵称或单位搜索"
          onSubmit={(next) => void navigate({ search: next ? { keyword: next } : {} })}
        />
      </Box>
      <Box
        as="section"
        ref={top}
        aria-labelledby="fans-title"
        bg="bg"
        borderWidth="1px"
        rounded="xl"
        px={{ base: '4', md: '6' }}
        py="4"
        scrollMarginTop="20"
      >
        <Text as="h2" id="fans-title" fontWeight="semibold" aria-live="polite">
          {list.isPending ? '正在加载粉丝…' : list.isError && !list.data ? '粉丝列表' : `共 ${total.toLocaleString('zh-CN')} 位粉丝`}
        </Text>
        <ListView
          query={list}
          loading={{ label: '正在加载粉丝' }}
          empty={
            <EmptyList
              title={keyword ? '没有找到相关粉丝' : '暂时还没有粉丝'}
              description={keyword ? '换个关键词试试。' : '完善学者主页、上传作品，让更多人认识您。'}
              action={keyword ? { label: '查看全部粉丝', onClick: () => void navigate({ search: {} }) } : undefined}
            />
          }
          page={page}
          onPage={onPage}
          pagerLabel="粉丝分页"
          scrollTargetRef={top}
          header={<FollowCheckNotice />}
        >
          {(rows) => rows.map((fan) => <FanRow key={fan.userId} fan={fan} keyword={keyword} />)}
        </ListView>
      </Box>
    </>
  );
}
