import { useGetCheckConfig } from '@/shared/api/generated/endpoints/check/check';
import { toGeneratedOptions, type CheckTypeQueryOptions } from './query-options';

/**
 * The catalogue of a service's check types with their list prices
 * (`GET /check/manage/type/getConfig?type=`: check, aigc, patent, patentCheck, ...).
 */
export function useServiceCheckTypes(service: string, options?: CheckTypeQueryOptions) {
  return useGetCheckConfig({ type: service }, toGeneratedOptions(options));
}
