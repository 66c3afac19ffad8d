import type { CheckConfig } from '@/shared/api/generated/model';
import { useAgentCheckTypes } from '../api/use-agent-check-types';
import { SELLABLE_SERVICES, type SellableService } from '../config/sellable-services';

const PRICE_LIST_STALE_MS = 5 * 60_000;

/**
 * The check types an institution may sell, of both services (`GET /agent/user/check/config/type`
 * per service), cached for the visit like a price list.
 */
export function useSellableCheckTypes() {
  const options = { staleTime: PRICE_LIST_STALE_MS, silent: true };
  const check = useAgentCheckTypes({ service: 'check' }, options);
  const aigc = useAgentCheckTypes({ service: 'aigc' }, options);
  const queries = { check, aigc } as const;
  const groups: ReadonlyArray<{ service: SellableService; types: CheckConfig[] }> = SELLABLE_SERVICES.map((service) => ({
    service,
    types: queries[service].data?.data ?? [],
  }));
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
