import { KEYWORD_MAX_LONG } from '@/shared/config';
import { param, searchOf } from '@/shared/lib/query-string';

/** The state of /empowerList in its URL. */
export const validateEmpowerListSearch = searchOf({ keyword: param.text(KEYWORD_MAX_LONG), page: param.page() });
export type EmpowerListSearch = ReturnType<typeof validateEmpowerListSearch>;

/** `YYYY-MM-DD…` as 2026年10月12日, else ''. */
export function chineseDate(value: string | undefined): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value ?? '');
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : '';
}
