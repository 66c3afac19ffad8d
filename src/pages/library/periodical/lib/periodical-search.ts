import { param, searchOf } from '@/shared/lib/query-string';

/** The state of /periodical in its URL. */
export const validatePeriodicalSearch = searchOf({ keyword: param.text(100), discipline: param.text(), page: param.page() });
export type PeriodicalSearch = ReturnType<typeof validatePeriodicalSearch>;
