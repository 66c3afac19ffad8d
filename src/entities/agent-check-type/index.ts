/*
 * The check types an institution sells through card batches and promotion codes (学术查重 and
 * AIGC检测, from GET /agent/user/check/config/type).
 */
export { useAgentCheckTypes, SELLABLE_SERVICES, SERVICE_GROUP_LABELS } from './api/use-agent-check-types';
export type { SellableService } from './api/use-agent-check-types';
export { CheckTypeSelect } from './ui/check-type-select';
