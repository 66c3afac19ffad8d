import { param, searchOf } from '@/shared/lib/query-string';

/** ?page&keyword: both optional, so links need neither. */
export const validateInterviewsSearch = searchOf({ page: param.page(), keyword: param.text() });
export type InterviewsSearch = ReturnType<typeof validateInterviewsSearch>;
