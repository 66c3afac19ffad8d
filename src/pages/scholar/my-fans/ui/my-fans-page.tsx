import { useSearch } from '@tanstack/react-router';
import { FollowCheckNotice } from '@/features/follow-expert';
import { useListMyFans } from '@/shared/api/generated/endpoints/scholar/scholar';
import { PageHeading } from '@/shared/ui/page-heading';
import { PAGED_QUERY_OPTIONS, KeywordListSection, useKeywordList } from '@/shared/ui/list-view';
import { FanRow } from './fan-row';

/** /myFans: the users who follow the scholar, newest first, searched and paged in the URL. */
export function MyFansPage() {
  const url = useKeywordList(useSearch({ from: '/_portal/_scholar/myFans' }));

  const list = useListMyFans(url.params, PAGED_QUERY_OPTIONS);

  return (
    <>
      <PageHeading title="我的粉丝" description="关注您的用户；专家学者可以回关。" />
      <KeywordListSection
        url={url}
        search={{ label: '搜索粉丝', placeholder: '按昵称或单位搜索' }}
        headingId="fans-title"
        heading={{ loading: '正在加载粉丝…', failed: '粉丝列表', count: (total) => `共 ${total} 位粉丝` }}
        query={list}
        noun="粉丝"
        empty={{ title: '暂时还没有粉丝', description: '完善学者主页、上传作品，让更多人认识您。' }}
        noMatch={{ title: '没有找到相关粉丝', clearLabel: '查看全部粉丝' }}
        header={<FollowCheckNotice />}
      >
        {(rows) => rows.map((fan) => <FanRow key={fan.userId} fan={fan} keyword={url.keyword} />)}
      </KeywordListSection>
    </>
  );
}
