import type { PromotionStatus } from '@/shared/api/generated/model';
import { definedParams, oneOfParam, pageParam, textParam } from '@/shared/lib/query-string';

/** /checkPromotion?keyword&status&service&page */
export interface CheckPromotionSearch {
  keyword?: string;
  status?: PromotionStatus;
  service?: 'check' | 'aigc';
  page?: number;
}

export function normalizeCheckPromotionSearch(raw: Record<string, unknown>): CheckPromotionSearch {
  return definedParams({
    keyword: textParam(raw.keyword),
    status: oneOfParam(['enabled', 'disabled', 'expired'] as const, raw.status),
    service: oneOfParam(['check', 'aigc'] as const, raw.service),
    page: pageParam(raw.page),
  });
}
