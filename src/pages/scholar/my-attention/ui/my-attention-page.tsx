import { useSearch } from '@tanstack/react-router';
import { useListMyAttention } from '@/shared/api/generated/endpoints/scholar/scholar';
import { PageHeading } from '@/shared/ui/page-heading';
import { PAGED_QUERY_OPTIONS, KeywordListSection, useKeywordList } from '@/shared/ui/list-view';
import { AttentionRow } from './attention-row';

/** /myAttention: the experts the scholar follows, newest first, searched and paged in the URL. */
export function MyAttentionPage() {
  const url = useKeywordList(useSearch({ from: '/_portal/_scholar/myAttention' }));

  const list = useListMyAttention(url.params, PAGED_QUERY_OPTIONS);

  return (
    <>
      <PageHeading title="我的关注" description="您关注的专家学者，可在此取消关注。" />
      <KeywordListSection
        url={url}
        search={{ label: '搜索关注的专家', placeholder: '按姓名、单位或研究领域搜索' }}
        headingId="attention-title"
        heading={{ loading: '正在加载关注…', failed: '关注列表', count: (total) => `共关注 ${total} 位专家` }}
        query={list}
        noun="关注的专家"
        empty={{ title: '还没有关注任何专家', description: '在“专家学者”中找到感兴趣的专家并关注。' }}
        noMatch={{ title: '没有找到相关专家', clearLabel: '查看全部关注' }}
        pagerLabel="关注分页"
      >
        {(rows) => rows.map((expert) => <AttentionRow key={expert.expertId} expert={expert} keyword={url.keyword} />)}
      </KeywordListSection>
    </>
  );
}
