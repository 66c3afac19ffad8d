import { useGetScholarProfile } from '@/shared/api/generated/endpoints/scholar/scholar';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageHeading } from '@/shared/ui/page-heading';
import { ScholarInfoForm } from './scholar-info-form';

/** /scholarInfo: the scholar edits the profile that /myPage and /expert/{id} show. */
export function ScholarInfoPage() {
  const profile = useGetScholarProfile({ request: { silent: true } });
  const data = profile.data?.data;
  return (
    <>
      <PageHeading title="学者信息" description="编辑后立即显示在您的学者主页上。" />
      {profile.isPending ? (
        <ListSkeleton count={6} label="正在加载学者信息" />
      ) : !data ? (
        <ErrorState message={profile.error?.message} onRetry={() => void profile.refetch()} />
      ) : (
        <ScholarInfoForm key={data.expertId} profile={data} />
      )}
    </>
  );
}
