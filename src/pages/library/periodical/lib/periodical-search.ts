import { KEYWORD_MAX_LONG } from '@/shared/config';
import { param, searchOf } from '@/shared/lib/query-string';

/** The state of /periodical in its URL. */
export const validatePeriodicalSearch = searchOf({ keyword: param.text(KEYWORD_MAX_LONG), discipline: param.text(), page: param.page() });
export type PeriodicalSearch = ReturnType<typeof validatePeriodicalSearch>;
