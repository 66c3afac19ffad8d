import type { AccountStatus } from '@/shared/api/generated/model';
import { definedParams, oneOfParam, pageParam, textParam } from '@/shared/lib/query-string';

/** /subAccount?keyword&status&page */
export interface SubAccountSearch {
  keyword?: string;
  status?: AccountStatus;
  page?: number;
}

export function normalizeSubAccountSearch(raw: Record<string, unknown>): SubAccountSearch {
  return definedParams({ keyword: textParam(raw.keyword), status: oneOfParam(['0', '1'] as const, raw.status), page: pageParam(raw.page) });
}
