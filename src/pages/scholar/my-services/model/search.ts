/** /myServices?status: the services shown, all by default. */
export const SERVICE_FILTERS = ['online', 'offline'] as const;
export type ServiceFilter = (typeof SERVICE_FILTERS)[number];

export interface MyServicesSearch {
  status?: ServiceFilter;
}

export function normalizeMyServicesSearch(search: Record<string, unknown>): MyServicesSearch {
  const status = SERVICE_FILTERS.find((candidate) => candidate === search.status);
  return status ? { status } : {};
}
