import { dayRangeParams, definedParams, pageParam, textParam } from '@/shared/lib/query-string';

/** /cardBatch?keyword&beginTime&endTime&page (the range filters on the creation day). */
export interface CardBatchSearch {
  keyword?: string;
  beginTime?: string;
  endTime?: string;
  page?: number;
}

export function normalizeCardBatchSearch(raw: Record<string, unknown>): CardBatchSearch {
  return definedParams({ keyword: textParam(raw.keyword), ...dayRangeParams(raw.beginTime, raw.endTime), page: pageParam(raw.page) });
}
