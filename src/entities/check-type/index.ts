/**
 * A check type (CheckConfig) of a service with its price: 学术查重, AIGC检测, patent, ... Two
 * sources: the service's catalogue (`GET /check/manage/type/getConfig`) and an institution's
 * configured types (`GET /agent/user/check/config/type`, by token or by promotion code). Shown as
 * radio cards (the submission forms, the patent check, the public check submission) or as a select
 * of the types an institution sells (card batches, promotion codes), as a form field (`CheckTypeField`).
 */
export { useServiceCheckTypes } from './api/use-service-check-types';
export { useAgentCheckTypes } from './api/use-agent-check-types';
export type { CheckTypeQueryOptions } from './api/query-options';
export { useSubmittableCheckTypes } from './model/use-submittable-check-types';
export type { SubmittableCheckTypes } from './model/use-submittable-check-types';
export { useSellableCheckTypes } from './model/use-sellable-check-types';
export { SELLABLE_SERVICES, SERVICE_GROUP_LABELS } from './config/sellable-services';
export type { SellableService } from './config/sellable-services';
export { CheckTypeRadio } from './ui/check-type-radio';
export type { CheckTypeRadioProps } from './ui/check-type-radio';
export { CheckTypeRadioSkeleton } from './ui/check-type-radio-skeleton';
export { CheckTypeField } from './ui/check-type-field';
