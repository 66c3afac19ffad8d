import { useGetAgentCheckConfigType } from '@/shared/api/generated/endpoints/agent/agent';
import { useGetCheckConfig } from '@/shared/api/generated/endpoints/check/check';

/**
 * The check types a service offers: the catalogue (`GET /check/manage/type/getConfig?type=`), or,
 * under a valid promotion code, the types that code sells (SPEC §7's
 * `GET /agent/user/check/config/type` with type and code). One query runs, the other waits.
 */
export function useCheckTypes(service: string, promotionCode?: string) {
  const code = promotionCode?.trim() ?? '';
  const catalogue = useGetCheckConfig({ type: service }, { query: { enabled: code === '' } });
  const sold = useGetAgentCheckConfigType({ type: service, code }, { query: { enabled: code !== '' } });
  return code === '' ? catalogue : sold;
}
