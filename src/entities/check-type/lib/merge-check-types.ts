import { useGetAgentCheckConfigType } from '@/shared/api/generated/endpoints/agent/agent';
import { useGetCheckConfig } from '@/shared/api/generated/endpoints/check/check';
import type { CheckConfig } from '@/shared/api/generated/model';

export interface AgentCheckTypes {
  types: CheckConfig[];
  isPending: boolean;
  error: Error | null;
  retry: () => void;
}

const isCheckConfig = (value: CheckConfig | null | undefined): value is CheckConfig =>
  Boolean(value) && typeof value?.id === 'number' && typeof value.name === 'string';

/**
 * The check types an institution may submit (SPEC §7): `GET /agent/user/check/config/type` says
 * which types the account has, `GET /check/manage/type/getConfig` describes the service's types.
 * Both load at once; a type is offered when the institution has it, with the institution's own
 * fields (its price) over the catalogue's (description, unit).
 */
export function mergeCheckTypes(agentTypes: readonly (CheckConfig | null)[], catalogue: readonly (CheckConfig | null)[]): CheckConfig[] {
  const described = new Map(catalogue.filter(isCheckConfig).map((type) => [type.id, type]));
  return agentTypes.filter(isCheckConfig).map((own) => {
    const fields = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined && value !== null && value !== ''));
    return { ...described.get(own.id), ...fields } as CheckConfig;
  });
}

export function useAgentCheckTypes(service: string): AgentCheckTypes {
  // The form shows a failure in place (with a retry), so no toast.
  const agent = useGetAgentCheckConfigType({ type: service }, { request: { silent: true } });
  const catalogue = useGetCheckConfig({ type: service }, { request: { silent: true } });
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
