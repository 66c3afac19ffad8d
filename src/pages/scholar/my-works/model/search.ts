import type { MyWorkStatus } from '@/shared/api/generated/model';
import { orderedDays, param, searchOf } from '@/shared/lib/query-string';

export const MY_WORK_STATUSES: readonly MyWorkStatus[] = ['published', 'claimed', 'pending', 'rejected'];

/** /myWorks?status&keyword&beginTime&endTime&page (days as YYYY-MM-DD, both inclusive; a reversed range is put right). */
export const validateMyWorksSearch = searchOf(
  { status: param.oneOf(MY_WORK_STATUSES), keyword: param.text(), beginTime: param.day(), endTime: param.day(), page: param.page() },
  orderedDays,
);
export type MyWorksSearch = ReturnType<typeof validateMyWorksSearch>;
