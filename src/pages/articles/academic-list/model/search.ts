import { param, searchOf } from '@/shared/lib/query-string';

/** /academicList?page&keyword. */
export const validateAcademicListSearch = searchOf({ page: param.page(), keyword: param.text() });
export type AcademicListSearch = ReturnType<typeof validateAcademicListSearch>;
