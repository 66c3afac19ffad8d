import type { CheckConfig } from '@/shared/api/generated/model';
import { useAgentCheckTypes } from '../api/use-agent-check-types';
import { useServiceCheckTypes } from '../api/use-service-check-types';
import { mergeCheckTypes } from '../lib/merge-check-types';

export interface SubmittableCheckTypes {
  types: CheckConfig[];
  isPending: boolean;
  error: Error | null;
  retry: () => void;
}

/**
 * The check types an institution may submit (SPEC §7): its configured types
 * (`GET /agent/user/check/config/type`) described by the service's catalogue
 * (`GET /check/manage/type/getConfig`). Both load at once.
 */
export function useSubmittableCheckTypes(service: string): SubmittableCheckTypes {
  // The form shows a failure in place (with a retry), so no toast.
  const agent = useAgentCheckTypes({ service }, { silent: true });
  const catalogue = useServiceCheckTypes(service, { silent: true });
  const types = agent.data?.data && catalogue.data?.data ? mergeCheckTypes(agent.data.data, catalogue.data.data) : [];
  return {
    types,
    isPending: agent.isPending || catalogue.isPending,
    error: agent.error ?? catalogue.error ?? null,
    retry: () => {
      if (agent.isError) void agent.refetch();
      if (catalogue.isError) void catalogue.refetch();
    },
  };
}
