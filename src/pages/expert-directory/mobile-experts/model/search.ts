import { param, searchOf } from '@/shared/lib/query-string';

/** /mobile/experts?discipline: the chosen discipline chip. */
export const validateMobileExpertsSearch = searchOf({ discipline: param.text(100) });
export type MobileExpertsSearch = ReturnType<typeof validateMobileExpertsSearch>;
