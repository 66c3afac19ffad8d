import { useAgentCheckTypes, useServiceCheckTypes } from '@/entities/check-type';

/**
 * The check types offered to a buyer: the service's catalogue, or, under a valid promotion code,
 * the types that code sells. One query runs, the other waits.
 */
export function useOfferedCheckTypes(service: string, promotionCode?: string) {
  const code = promotionCode?.trim() ?? '';
  const catalogue = useServiceCheckTypes(service, { enabled: code === '' });
  const sold = useAgentCheckTypes({ service, code }, { enabled: code !== '' });
  return code === '' ? catalogue : sold;
}
