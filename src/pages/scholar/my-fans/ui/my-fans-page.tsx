import { Box } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { KeywordSearch } from '@/shared/ui/keyword-search';
import { FollowCheckNotice } from '@/features/follow-expert';
import { useListMyFans } from '@/shared/api/generated/endpoints/scholar/scholar';
import { PageHeading } from '@/shared/ui/page-heading';
import { PAGED_QUERY_OPTIONS, ListSection, useKeywordList } from '@/shared/ui/list-view';
import { FanRow } from './fan-row';

/** /myFans: the users who follow the scholar, newest first, searched and paged in the URL. */
export function MyFansPage() {
  const { keyword, page, params, onSearch, onClear, onPage } = useKeywordList(useSearch({ from: '/_portal/_scholar/myFans' }));

  const list = useListMyFans(params, PAGED_QUERY_OPTIONS);

  return (
    <>
      <PageHeading title="我的粉丝" description="关注您的用户；专家学者可以回关。" />
      <Box mb="4" maxW="xl">
        <KeywordSearch keyword={keyword} label="搜索粉丝" placeholder="按昵称或单位搜索" onSearch={onSearch} />
      </Box>
      <ListSection
        headingId="fans-title"
        heading={{ loading: '正在加载粉丝…', failed: '粉丝列表', count: (total) => `共 ${total} 位粉丝` }}
        query={list}
        noun="粉丝"
        empty={{
          title: '暂时还没有粉丝',
          description: '完善学者主页、上传作品，让更多人认识您。',
          filtered: Boolean(keyword),
          noMatch: {
            title: '没有找到相关粉丝',
            description: '换个关键词试试。',
            onClear,
            clearLabel: '查看全部粉丝',
          },
        }}
        page={page}
        onPage={onPage}
        header={<FollowCheckNotice />}
      >
        {(rows) => rows.map((fan) => <FanRow key={fan.userId} fan={fan} keyword={keyword} />)}
      </ListSection>
    </>
  );
}
