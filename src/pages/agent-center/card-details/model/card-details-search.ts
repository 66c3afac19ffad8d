import type { CardStatus } from '@/shared/api/generated/model';
import { param, searchOf } from '@/shared/lib/query-string';

/** /cardDetails?batchId&status&keyword&page */
export const validateCardDetailsSearch = searchOf({
  batchId: param.id(),
  status: param.oneOf<CardStatus>(['0', '1', '2']),
  keyword: param.text(30),
  page: param.page(),
});
export type CardDetailsSearch = ReturnType<typeof validateCardDetailsSearch>;
