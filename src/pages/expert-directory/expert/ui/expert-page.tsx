import { Button, Container, VisuallyHidden } from '@chakra-ui/react';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { FollowButton } from '@/features/follow-expert';
import { ExpertDetailView, ProfileSkeleton } from '@/widgets/expert-detail';
import { isApiError } from '@/shared/api';
import { useGetExpert } from '@/shared/api/generated/endpoints/expert/expert';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { expertIdOf } from '../model/search';
import type { ExpertTab } from '../model/search';

export function ExpertPage() {
  const params = useParams({ from: '/_portal/expert/{-$id}' });
  const search = useSearch({ from: '/_portal/expert/{-$id}' });
  const navigate = useNavigate({ from: '/expert/{-$id}' });
  const id = expertIdOf(params.id);
  const query = useGetExpert(id ?? 0, { query: { enabled: id !== undefined } });
  const expert = query.data?.data;

  const back = (
    <Button asChild variant="ghost" size="sm" mb="4" ms="-2">
      <Link to="/experts">← 返回专家列表</Link>
    </Button>
  );

  if (id === undefined || (query.isSuccess && !expert) || (query.isError && isApiError(query.error) && query.error.kind === 'notFound')) {
    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {back}
        <PageHeading title="专家详情" />
        <EmptyList
          title={id === undefined ? '未指定专家' : '专家不存在或已下线'}
          description="请从专家列表中选择一位专家查看。"
          action={
            <Button asChild colorPalette="brand" variant="outline">
              <Link to="/experts">浏览专家学者</Link>
            </Button>
          }
        />
      </Container>
    );
  }

  if (query.isError) {
    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {back}
        <PageHeading title="专家详情" />
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Container>
    );
  }

  if (!expert) {
    return (
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {back}
        <VisuallyHidden>
          <h1>专家详情</h1>
        </VisuallyHidden>
        <ProfileSkeleton />
      </Container>
    );
  }

  const tab: ExpertTab = search.tab ?? 'bio';
  const setTab = (value: ExpertTab) => void navigate({ search: { tab: value }, replace: true, resetScroll: false });
  const setPage = (page: number) => void navigate({ search: { tab: 'works', page }, resetScroll: false });

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {back}
      <ExpertDetailView
        expert={expert}
        tab={tab}
        onTab={setTab}
        page={search.page ?? 1}
        onPage={setPage}
        actions={<FollowButton expertId={id} name={expert.name} />}
      />
    </Container>
  );
}
