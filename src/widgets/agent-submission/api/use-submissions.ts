import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { fetchUserInfoFx } from '@/entities/session';
import {
  getGetAgentSummaryQueryKey,
  getListAgentRecordsQueryKey,
  useSubmitAgentChecks,
  useSubmitAgentPatent,
} from '@/shared/api/generated/endpoints/institution/institution';

/**
 * After a submission the records, the center's summary and the remaining amount in the header
 * are out of date: the lists load again when shown, the session's user info at once.
 */
function useAfterSubmit() {
  const queryClient = useQueryClient();
  const refreshUserInfo = useUnit(fetchUserInfoFx);
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [getListAgentRecordsQueryKey()[0]] });
    void queryClient.invalidateQueries({ queryKey: getGetAgentSummaryQueryKey() });
    // A failed refresh is handled by the session model; the submission itself succeeded.
    refreshUserInfo().catch(() => undefined);
  }, [queryClient, refreshUserInfo]);
}

/** submitAgentChecks; the form shows a refusal in place, so no toast. */
export function useSubmitDocuments() {
  const onSuccess = useAfterSubmit();
  return useSubmitAgentChecks({ request: { silent: true }, mutation: { onSuccess } });
}

/** submitAgentPatent; the form shows a refusal in place, so no toast. */
export function useSubmitPatent() {
  const onSuccess = useAfterSubmit();
  return useSubmitAgentPatent({ request: { silent: true }, mutation: { onSuccess } });
}
