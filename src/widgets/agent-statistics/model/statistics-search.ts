import { ServiceKind } from '@/shared/api/generated/model';
import { addDays, daysInRange, dayOf, todayInBeijing } from '@/shared/lib/format';
import { definedParams, orderedDays, param, searchOf } from '@/shared/lib/query-string';

/**
 * /checkStatictis and /promotionStatictis: `?beginTime&endTime&service&accountId`, checked by both
 * routes' `validateSearch`: real days (a reversed range put the right way round), a service of the
 * contract, an account id; every value optional.
 */
export const validateStatisticsSearch = searchOf(
  { beginTime: param.day(), endTime: param.day(), service: param.oneOf(Object.values(ServiceKind)), accountId: param.id() },
  orderedDays,
);

export type StatisticsSearch = ReturnType<typeof validateStatisticsSearch>;

/** The contract's limit on one statistics range (both ends included). */
export const STATISTICS_MAX_DAYS = 366;

export const RANGE_MESSAGES = {
  badDay: '请输入正确的日期',
  order: '开始日期不能晚于结束日期',
  tooLong: `统计区间不能超过 ${STATISTICS_MAX_DAYS} 天`,
} as const;

/** The route's checked search as one page asks for it: a service the page does not count is left out. */
export function statisticsParams(search: StatisticsSearch, services: readonly ServiceKind[]): StatisticsSearch {
  return definedParams({ ...search, service: services.find((service) => service === search.service) });
}

/**
 * Why the typed range cannot be asked for, or undefined. Either end may be left empty: the server
 * then counts the last 30 days up to the end (or today).
 */
export function rangeProblem(beginText: string, endText: string, today = todayInBeijing()): string | undefined {
  const begin = beginText ? dayOf(beginText) : undefined;
  const end = endText ? dayOf(endText) : undefined;
  if ((beginText && !begin) || (endText && !end)) return RANGE_MESSAGES.badDay;
  if (begin && end && begin > end) return RANGE_MESSAGES.order;
  if (begin && daysInRange(begin, end ?? (begin > today ? begin : today)) > STATISTICS_MAX_DAYS) return RANGE_MESSAGES.tooLong;
  return undefined;
}

export interface RangePreset {
  label: string;
  days: number;
}

export const RANGE_PRESETS: readonly RangePreset[] = [
  { label: '近7天', days: 7 },
  { label: '近30天', days: 30 },
  { label: '近90天', days: 90 },
  { label: '近一年', days: 365 },
];

/** The last `days` days up to today, both included. */
export function presetRange(days: number, today = todayInBeijing()): { beginTime: string; endTime: string } {
  return { beginTime: addDays(today, -(days - 1)), endTime: today };
}
