import { param, searchOf } from '@/shared/lib/query-string';

/** /mobile/expertSearch?keyword&discipline: what was searched (nothing: the page offers disciplines). */
export const validateMobileExpertSearch = searchOf({ keyword: param.text(), discipline: param.text(100) });
export type MobileExpertSearchSearch = ReturnType<typeof validateMobileExpertSearch>;
