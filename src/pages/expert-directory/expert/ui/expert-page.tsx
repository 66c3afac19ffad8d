import { Container, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { FollowButton } from '@/features/follow-expert';
import { ExpertDetailView, ProfileSkeleton } from '@/widgets/expert-detail';
import { useExpertProfile } from '@/entities/expert';
import { DetailStates } from '@/shared/ui/detail-states';
import { PageHeading } from '@/shared/ui/page-heading';
import { expertIdOf } from '../model/search';
import type { ExpertTab } from '../model/search';
import { ButtonLink } from '@/shared/ui/button-link';

export function ExpertPage() {
  const params = useParams({ from: '/_portal/expert/{-$id}' });
  const search = useSearch({ from: '/_portal/expert/{-$id}' });
  const navigate = useNavigate({ from: '/expert/{-$id}' });
  const id = expertIdOf(params.id);
  const { query } = useExpertProfile(id);

  const back = (
    <ButtonLink variant="ghost" size="sm" mb="4" ms="-2" to="/experts">
      ← 返回专家列表
    </ButtonLink>
  );

  const tab: ExpertTab = search.tab ?? 'bio';
  const setTab = (value: ExpertTab) => void navigate({ search: { tab: value }, replace: true, resetScroll: false });
  const setPage = (page: number) => void navigate({ search: { tab: 'works', page }, resetScroll: false });

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {back}
      <DetailStates
        id={id}
        query={query}
        header={<PageHeading title="专家详情" />}
        missing={{
          unspecified: '未指定专家',
          gone: '专家不存在或已下线',
          description: '请从专家列表中选择一位专家查看。',
          action: (
            <ButtonLink colorPalette="brand" variant="outline" to="/experts">
              浏览专家学者
            </ButtonLink>
          ),
        }}
        loading={
          <>
            <VisuallyHidden>
              <h1>专家详情</h1>
            </VisuallyHidden>
            <ProfileSkeleton />
          </>
        }
      >
        {(expert) => (
          <ExpertDetailView
            expert={expert}
            tab={tab}
            onTab={setTab}
            page={search.page ?? 1}
            onPage={setPage}
            actions={<FollowButton expertId={expert.id} name={expert.name} />}
          />
        )}
      </DetailStates>
    </Container>
  );
}
