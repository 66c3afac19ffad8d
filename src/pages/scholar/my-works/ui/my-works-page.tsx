import { HStack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useListMyWorks } from '@/shared/api/generated/endpoints/scholar/scholar';
import { PAGE_SIZE_DEFAULT } from '@/shared/config';
import { PageHeading } from '@/shared/ui/page-heading';
import { MyWorkItem } from './my-work-item';
import { WorksFilters } from './works-filters';
import { PAGED_QUERY_OPTIONS, ListSection } from '@/shared/ui/list-view';
import { ButtonLink } from '@/shared/ui/button-link';

/**
 * /myWorks: the scholar's uploaded and claimed works, newest first, with each one's review status
 * and remark; status, keyword, date range and page live in the URL.
 */
export function MyWorksPage() {
  const search = useSearch({ from: '/_portal/_scholar/myWorks' });
  const navigate = useNavigate({ from: '/myWorks' });
  const page = search.page ?? 1;
  const filtered = Boolean(search.status || search.keyword || search.beginTime || search.endTime);
  const reset = () => void navigate({ search: {} });
  const onPage = useCallback((next: number) => void navigate({ search: (prev) => ({ ...prev, page: next }) }), [navigate]);

  const list = useListMyWorks(
    {
      status: search.status,
      keyword: search.keyword,
      beginTime: search.beginTime,
      endTime: search.endTime,
      page,
      pageSize: PAGE_SIZE_DEFAULT,
    },
    PAGED_QUERY_OPTIONS,
  );

  return (
    <>
      <PageHeading
        title="我的作品"
        description="您上传和认领的作品，以及上传作品的审核状态。"
        actions={
          <HStack gap="2">
            <ButtonLink size="sm" colorPalette="brand" to="/uploadWorks">
              上传作品
            </ButtonLink>
            <ButtonLink size="sm" variant="outline" colorPalette="brand" to="/claimWorks">
              认领作品
            </ButtonLink>
          </HStack>
        }
      />
      <WorksFilters search={search} onSubmit={(filters) => void navigate({ search: filters })} onReset={reset} />
      <ListSection
        headingId="works-title"
        heading={{ loading: '正在加载作品…', failed: '作品列表', count: (total) => `共 ${total} 部作品` }}
        query={list}
        noun="作品"
        empty={{
          title: '还没有作品',
          description: '上传您的作品，或认领已收录的作品。',
          action: (
            <ButtonLink colorPalette="brand" variant="outline" to="/uploadWorks">
              上传作品
            </ButtonLink>
          ),
          filtered,
          noMatch: { title: '没有符合条件的作品', description: '换个条件试试。', onClear: reset },
        }}
        page={page}
        onPage={onPage}
      >
        {(rows) => (
          <>
            {rows.map((work) => (
              <MyWorkItem key={work.id} work={work} keyword={search.keyword ?? ''} />
            ))}
          </>
        )}
      </ListSection>
    </>
  );
}
