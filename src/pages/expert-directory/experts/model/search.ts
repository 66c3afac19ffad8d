import { param, searchOf } from '@/shared/lib/query-string';

/** /experts?page&keyword&discipline&title&institution: every value optional, so links need none. */
export const validateExpertsSearch = searchOf({
  page: param.page(),
  keyword: param.text(),
  discipline: param.text(100),
  title: param.text(100),
  institution: param.text(100),
});
export type ExpertsSearch = ReturnType<typeof validateExpertsSearch>;
