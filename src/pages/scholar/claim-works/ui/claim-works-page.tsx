import { Box } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '@/shared/api';
import {
  getGetScholarProfileQueryKey,
  getListMyWorksQueryKey,
  useClaimWork,
  useListClaimableWorks,
} from '@/shared/api/generated/endpoints/scholar/scholar';
import type { Work } from '@/shared/api/generated/model';
import { confirmDialog } from '@/shared/ui/confirm-dialog';
import { PageHeading } from '@/shared/ui/page-heading';
import { ClaimableWork } from './claimable-work';
import { PAGED_QUERY_OPTIONS, KeywordListSection, useKeywordList } from '@/shared/ui/list-view';

/**
 * /claimWorks: the catalogue's works that no scholar has claimed, searched by keyword and paged in
 * the URL. Claiming (claimWork) asks first; a claimed work stays in the list marked 已认领 (the
 * list is not reloaded under the reader) and appears in /myWorks.
 */
export function ClaimWorksPage() {
  const url = useKeywordList(useSearch({ from: '/_portal/_scholar/claimWorks' }));
  const queryClient = useQueryClient();
  const [claimed, setClaimed] = useState<ReadonlySet<number>>(() => new Set());

  const list = useListClaimableWorks(url.params, PAGED_QUERY_OPTIONS);
  const claim = useClaimWork();

  async function claimOne(work: Work) {
    const title = work.title || '未命名作品';
    const ok = await confirmDialog({
      title: '认领作品',
      message: `确认「${title}」是您的作品吗？认领后将显示在您的学者主页上。`,
      confirmText: '确认认领',
    });
    if (!ok) return;
    try {
      await claim.mutateAsync({ data: { workId: work.id } });
    } catch {
      // The client has already shown why (e.g. 该作品已被认领); the row stays as it was.
      return;
    }
    setClaimed((current) => new Set(current).add(work.id));
    void queryClient.invalidateQueries({ queryKey: getListMyWorksQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetScholarProfileQueryKey() });
    notify('success', `已认领「${title}」`);
  }

  return (
    <>
      <PageHeading title="认领作品" description="平台已收录、尚未关联学者的作品。找到您的作品并认领，它将显示在您的学者主页上。" />
      <KeywordListSection
        url={url}
        search={{ label: '检索可认领的作品', placeholder: '输入题名、作者或关键词' }}
        headingId="claimable-title"
        heading={{ loading: '正在检索作品…', failed: '可认领的作品', count: (total) => `共 ${total} 部可认领的作品` }}
        query={list}
        noun="作品"
        loading={{ label: '正在检索作品' }}
        empty={{ title: '暂无可认领的作品' }}
        noMatch={{ title: '没有找到相关作品', description: '换个关键词试试，或检查题名是否有误。', clearLabel: '查看全部可认领的作品' }}
      >
        {(rows) => (
          <>
            <Box as="ul" listStyle="none" aria-label="可认领的作品">
              {rows.map((work) => (
                <ClaimableWork
                  key={work.id}
                  work={work}
                  keyword={url.keyword}
                  claimed={claimed.has(work.id)}
                  busy={claim.isPending && claim.variables?.data.workId === work.id}
                  onClaim={(target) => void claimOne(target)}
                />
              ))}
            </Box>
          </>
        )}
      </KeywordListSection>
    </>
  );
}
