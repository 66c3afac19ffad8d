import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { $isScholar, $role, fetchUserInfoFx } from '@/entities/session';
import { useGetScholarAuth } from '@/shared/api/generated/endpoints/scholar/scholar';
import { EmptyList } from '@/shared/ui/empty-list';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageHeading } from '@/shared/ui/page-heading';
import { AuthStatus } from './auth-status';
import { ScholarAuthForm } from './scholar-auth-form';

/** While an application is being reviewed its status is asked again this often. */
const REVIEW_POLL_MS = 5_000;

/**
 * /scholarAuthentication, the one scholar page open to users who are not scholars yet (the guard
 * sends them here): the review status of their application and, when there is none or it was
 * refused, the form. Once it passes, the session is refreshed so the scholar pages open.
 */
export function ScholarAuthenticationPage() {
  const [role, isScholar, refreshSession] = useUnit([$role, $isScholar, fetchUserInfoFx]);
  const individual = role === 'website';
  const query = useGetScholarAuth({
    query: { enabled: individual, refetchInterval: (current) => (current.state.data?.data?.status === 1 ? REVIEW_POLL_MS : false) },
    request: { silent: true },
  });
  const auth = query.data?.data;
  const approved = auth?.status === 2;
  // The form goes away once sent: the status above it takes the focus.
  const statusTitleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (approved && !isScholar) void refreshSession().catch(() => undefined);
  }, [approved, isScholar, refreshSession]);

  return (
    <>
      <PageHeading title="学者认证" description="提交任职与职称证明，审核通过后即可使用学者服务。" />
      {!individual ? (
        <EmptyList title="学者认证仅面向个人用户" description="机构账号不能申请学者认证，请使用个人账号登录后申请。" />
      ) : query.isPending ? (
        <ListSkeleton count={4} label="正在加载认证状态" />
      ) : !auth ? (
        <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <AuthStatus auth={auth} titleRef={statusTitleRef} />
          {(auth.status === 0 || auth.status === 3) && (
            <ScholarAuthForm
              key={auth.submitTime ?? 'new'}
              previous={auth.status === 3 ? auth : undefined}
              onSubmitted={() => statusTitleRef.current?.focus()}
            />
          )}
        </>
      )}
    </>
  );
}
