import { param, searchOf } from '@/shared/lib/query-string';

/** /myServices?status: the services shown, all by default. */
export const SERVICE_FILTERS = ['online', 'offline'] as const;
export type ServiceFilter = (typeof SERVICE_FILTERS)[number];

export const validateMyServicesSearch = searchOf({ status: param.oneOf(SERVICE_FILTERS) });
export type MyServicesSearch = ReturnType<typeof validateMyServicesSearch>;
