import { useGetAgentCheckConfigType } from '@/shared/api/generated/endpoints/agent/agent';
import { toGeneratedOptions, type CheckTypeQueryOptions } from './query-options';

/**
 * The check types an institution has configured for a service, with its own prices
 * (`GET /agent/user/check/config/type`): the signed-in institution's, or, given a promotion code,
 * those of the institution that issued it, i.e. the types the code sells (SPEC §7: type and code).
 */
export function useAgentCheckTypes({ service, code }: { service: string; code?: string }, options?: CheckTypeQueryOptions) {
  // No `code` key without a code: the query key stays the one every other caller shares.
  const params = code === undefined ? { type: service } : { type: service, code };
  return useGetAgentCheckConfigType(params, toGeneratedOptions(options));
}
