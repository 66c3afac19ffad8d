import { Box, Skeleton, SkeletonCircle, SkeletonText, Stack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ExpertBio, formatCount, useExpertProfile } from '@/entities/expert';
import { isApiError } from '@/shared/api';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { MOBILE_EXPERT_TABS, expertIdOf } from '../model/search';
import type { MobileExpertTab } from '../model/search';
import { MobileInterviews } from './mobile-interviews';
import { MobileProfileHeader } from './mobile-profile-header';
import { MobileWorks } from './mobile-works';
import { ButtonLink } from '@/shared/ui/button-link';

/** The expert's profile for phones: a compact head, then 简介 / 成果 / 访谈 as tabs. */
export function MobileExpertPage() {
  const params = useParams({ from: '/_mobile/mobile/expert/{-$id}' });
  const search = useSearch({ from: '/_mobile/mobile/expert/{-$id}' });
  const navigate = useNavigate({ from: '/mobile/expert/{-$id}' });
  const id = expertIdOf(params.id);
  const { query, expert } = useExpertProfile(id);

  const back = (
    <ButtonLink size="sm" variant="ghost" colorPalette="brand" to="/mobile/experts">
      ‹ 专家列表
    </ButtonLink>
  );

  // No expert to show: the way back, the page's name for screen readers, then why.
  const notShown = (reason: ReactNode) => (
    <Box px="4" py="4">
      {back}
      <VisuallyHidden>
        <h1>专家详情</h1>
      </VisuallyHidden>
      {reason}
    </Box>
  );

  if (id === undefined || (query.isSuccess && !expert) || (query.isError && isApiError(query.error) && query.error.kind === 'notFound')) {
    return notShown(
      <EmptyList
        title={id === undefined ? '未指定专家' : '专家不存在或已下线'}
        action={
          <ButtonLink colorPalette="brand" variant="outline" to="/mobile/experts">
            浏览专家学者
          </ButtonLink>
        }
      />,
    );
  }
  if (query.isError) return notShown(<ErrorState message={query.error.message} onRetry={() => void query.refetch()} />);
  if (!expert) {
    return (
      <Stack px="4" py="6" gap="4" role="status" aria-busy="true" aria-label="正在加载专家信息">
        <VisuallyHidden>
          <h1>专家详情</h1>
        </VisuallyHidden>
        <SkeletonCircle size="20" />
        <Skeleton h="6" w="50%" />
        <SkeletonText noOfLines={5} />
      </Stack>
    );
  }

  const tab: MobileExpertTab = search.tab ?? 'bio';
  const setTab = (next: string) => {
    const value = MOBILE_EXPERT_TABS.find((candidate) => candidate === next) ?? 'bio';
    void navigate({ search: { tab: value }, replace: true, resetScroll: false });
  };

  return (
    <Box bg="bg.subtle" pb="6">
      <MobileProfileHeader expert={expert} />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount variant="line" colorPalette="brand" fitted mt="4">
        <Tabs.List bg="bg" position="sticky" top="0" zIndex="sticky">
          <Tabs.Trigger value="bio">简介</Tabs.Trigger>
          <Tabs.Trigger value="works">成果（{formatCount(expert.worksCount)}）</Tabs.Trigger>
          <Tabs.Trigger value="interviews">访谈（{formatCount(expert.interviewCount)}）</Tabs.Trigger>
        </Tabs.List>
        <Box px="4" pt="2">
          <Tabs.Content value="bio">
            <Box bg="bg" rounded="lg" p="4">
              <ExpertBio expert={expert} />
            </Box>
          </Tabs.Content>
          <Tabs.Content value="works">
            <Box bg="bg" rounded="lg" px="4">
              <MobileWorks expertId={id} />
            </Box>
          </Tabs.Content>
          <Tabs.Content value="interviews">
            <MobileInterviews expertId={id} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
      <Box px="4" pt="4">
        {back}
      </Box>
    </Box>
  );
}
