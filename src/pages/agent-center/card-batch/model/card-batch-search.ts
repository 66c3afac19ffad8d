import { orderedDays, param, searchOf } from '@/shared/lib/query-string';

/** /cardBatch?keyword&beginTime&endTime&page (the range filters on the creation day). */
export const validateCardBatchSearch = searchOf(
  { keyword: param.text(), beginTime: param.day(), endTime: param.day(), page: param.page() },
  orderedDays,
);
export type CardBatchSearch = ReturnType<typeof validateCardBatchSearch>;
