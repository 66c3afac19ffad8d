import { useState } from 'react';
import { Alert, Stack } from '@chakra-ui/react';
import { useGetRealNameAuth } from '@/shared/api/generated/endpoints/center/center';
import { ErrorState } from '@/shared/ui/error-state';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageHeading } from '@/shared/ui/page-heading';
import { AUTH_TEXT as T } from '../config/texts';
import { AuthForm } from './auth-form';
import { AuthStatusCard } from './auth-status-card';

/**
 * /authentication: the individual user's real-name authentication (getRealNameAuth). Not yet
 * applied: the form; under review or passed: the status with the masked identity; refused: the
 * reason above the form to apply again (submitRealNameAuth).
 */
export function AuthenticationPage() {
  const query = useGetRealNameAuth({ request: { silent: true } });
  const auth = query.data?.data;
  // After a submit the form gives way to the status card, which then takes the focus.
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <PageHeading title={T.title} description={T.description} />
      {query.isPending ? (
        <ListSkeleton count={3} label={T.loading} />
      ) : !auth ? (
        <ErrorState title={T.loadFailed} message={query.error?.message} onRetry={() => void query.refetch()} />
      ) : auth.status === 1 || auth.status === 2 ? (
        <AuthStatusCard auth={auth} refreshing={query.isFetching} onRefresh={() => void query.refetch()} focusOnMount={submitted} />
      ) : (
        <Stack gap="4">
          {auth.status === 3 && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{T.rejectedTitle}</Alert.Title>
                <Alert.Description>
                  {auth.rejectReason ? `${auth.rejectReason} ` : ''}
                  {T.rejectedHint}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <AuthForm onSubmitted={() => setSubmitted(true)} />
        </Stack>
      )}
    </>
  );
}
