import { orderedDays, param, searchOf } from '@/shared/lib/query-string';

/** /news?page&keyword&beginTime&endTime (YYYY-MM-DD, both inclusive; ends the wrong way round are swapped). */
export const validateNewsSearch = searchOf(
  { page: param.page(), keyword: param.text(), beginTime: param.day(), endTime: param.day() },
  orderedDays,
);
export type NewsSearch = ReturnType<typeof validateNewsSearch>;
