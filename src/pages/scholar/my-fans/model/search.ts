import { param, searchOf } from '@/shared/lib/query-string';

/** /myFans?keyword&page. */
export const validateMyFansSearch = searchOf({ keyword: param.text(), page: param.page() });
export type MyFansSearch = ReturnType<typeof validateMyFansSearch>;
