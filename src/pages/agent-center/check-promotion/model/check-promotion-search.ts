import type { PromotionStatus } from '@/shared/api/generated/model';
import { param, searchOf } from '@/shared/lib/query-string';

/** /checkPromotion?keyword&status&service&page */
export const validateCheckPromotionSearch = searchOf({
  keyword: param.text(),
  status: param.oneOf<PromotionStatus>(['enabled', 'disabled', 'expired']),
  service: param.oneOf(['check', 'aigc'] as const),
  page: param.page(),
});
export type CheckPromotionSearch = ReturnType<typeof validateCheckPromotionSearch>;
