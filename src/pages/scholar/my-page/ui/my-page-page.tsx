import { HStack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ExpertDetailView, ProfileSkeleton } from '@/widgets/expert-detail';
import type { ExpertDetailTab } from '@/widgets/expert-detail';
import { isApiError } from '@/shared/api';
import { useGetExpert } from '@/shared/api/generated/endpoints/expert/expert';
import { useGetScholarProfile } from '@/shared/api/generated/endpoints/scholar/scholar';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { ButtonLink } from '@/shared/ui/button-link';

/**
 * /myPage: the scholar's entry in the expert directory exactly as visitors see it at
 * /expert/{expertId} (the same view), with the way to edit it.
 */
export function MyPagePage() {
  const search = useSearch({ from: '/_portal/_scholar/myPage' });
  const navigate = useNavigate({ from: '/myPage' });
  const profile = useGetScholarProfile({ request: { silent: true } });
  const expertId = profile.data?.data?.expertId;
  const expert = useGetExpert(expertId ?? 0, { query: { enabled: expertId !== undefined }, request: { silent: true } });
  const detail = expert.data?.data;

  const setTab = (tab: ExpertDetailTab) => void navigate({ search: { tab }, replace: true, resetScroll: false });
  const setPage = (page: number) => void navigate({ search: { tab: 'works', page }, resetScroll: false });

  const missing =
    (profile.isSuccess && expertId === undefined) ||
    (profile.isError && isApiError(profile.error) && profile.error.kind === 'notFound') ||
    (expert.isSuccess && !detail) ||
    (expert.isError && isApiError(expert.error) && expert.error.kind === 'notFound');
  const failed = profile.isError ? profile : expert.isError ? expert : undefined;

  return (
    <>
      <PageHeading
        title="我的主页"
        description="其他用户在“专家学者”中看到的就是这个页面。"
        actions={
          expertId !== undefined && (
            <HStack gap="2" flexWrap="wrap">
              <ButtonLink size="sm" colorPalette="brand" to="/scholarInfo">
                编辑学者信息
              </ButtonLink>
              <ButtonLink size="sm" variant="outline" colorPalette="brand" to="/expert/{-$id}" params={{ id: String(expertId) }}>
                查看公开页面
              </ButtonLink>
            </HStack>
          )
        }
      />
      {missing ? (
        <EmptyList
          title="学者主页尚未生成"
          description="完善学者信息后，您的主页会出现在“专家学者”中。"
          action={
            <ButtonLink colorPalette="brand" variant="outline" to="/scholarInfo">
              完善学者信息
            </ButtonLink>
          }
        />
      ) : failed ? (
        <ErrorState message={failed.error?.message} onRetry={() => void failed.refetch()} />
      ) : !detail ? (
        <ProfileSkeleton />
      ) : (
        <ExpertDetailView expert={detail} tab={search.tab ?? 'bio'} onTab={setTab} page={search.page ?? 1} onPage={setPage} nameAs="h2" />
      )}
    </>
  );
}
