import { useGetAgentCheckConfigType } from '@/shared/api/generated/endpoints/agent/agent';
import type { CheckConfig } from '@/shared/api/generated/model';

/** The services whose check types an institution sells through cards and promotion codes. */
export type SellableService = 'check' | 'aigc';

export const SELLABLE_SERVICES: readonly SellableService[] = ['check', 'aigc'];

export const SERVICE_GROUP_LABELS: Readonly<Record<SellableService, string>> = { check: '学术查重', aigc: 'AIGC检测' };

const usable = (types: CheckConfig[] | undefined): CheckConfig[] =>
  (types ?? []).filter((type) => type && typeof type.id === 'number' && typeof type.name === 'string');

/**
 * The check types an institution may sell, of both services (GET /agent/user/check/config/type),
 * cached for the visit like a price list.
 */
export function useAgentCheckTypes() {
  const options = { query: { staleTime: 5 * 60_000 }, request: { silent: true } } as const;
  const check = useGetAgentCheckConfigType({ type: 'check' }, options);
  const aigc = useGetAgentCheckConfigType({ type: 'aigc' }, options);
  const groups: ReadonlyArray<{ service: SellableService; types: CheckConfig[] }> = [
    { service: 'check', types: usable(check.data?.data) },
    { service: 'aigc', types: usable(aigc.data?.data) },
  ];
  return {
    groups,
    types: groups.flatMap((group) => group.types),
    isPending: check.isPending || aigc.isPending,
    isError: check.isError || aigc.isError,
    refetch: () => {
      if (check.isError) void check.refetch();
      if (aigc.isError) void aigc.refetch();
    },
  };
}
