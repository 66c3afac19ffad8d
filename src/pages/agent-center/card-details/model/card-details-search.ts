import type { CardStatus } from '@/shared/api/generated/model';
import { definedParams, idParam, oneOfParam, pageParam, textParam } from '@/shared/lib/query-string';

/** /cardDetails?batchId&status&keyword&page */
export interface CardDetailsSearch {
  batchId?: number;
  status?: CardStatus;
  keyword?: string;
  page?: number;
}

export function normalizeCardDetailsSearch(raw: Record<string, unknown>): CardDetailsSearch {
  return definedParams({
    batchId: idParam(raw.batchId),
    status: oneOfParam(['0', '1', '2'] as const, raw.status),
    keyword: textParam(raw.keyword, 30),
    page: pageParam(raw.page),
  });
}
