import { definedParams, pageParam } from '@/shared/lib/query-string';

/** /ipManage?page */
export interface IpManageSearch {
  page?: number;
}

export function normalizeIpManageSearch(raw: Record<string, unknown>): IpManageSearch {
  return definedParams({ page: pageParam(raw.page) });
}
