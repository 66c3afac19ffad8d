import { parseDate, type DateValue } from '@chakra-ui/react';
import { addDays, dayOf, todayInBeijing } from '@/shared/lib/format';

/** A calendar day as the callers and the API write it, `YYYY-MM-DD`, as Zag's DateValue. */
export function toDateValue(day: string | undefined): DateValue | undefined {
  const valid = dayOf(day);
  return valid ? parseDate(valid) : undefined;
}

/** Zag's DateValue back to `YYYY-MM-DD`. */
export function toDay(value: DateValue): string {
  return value.toString().slice(0, 10);
}

export interface DateRangePreset {
  label: string;
  /** The last `days` days up to today, both included. */
  days: number;
}

/** The range picker's shortcuts, ending today (Beijing). */
export const DEFAULT_RANGE_PRESETS: readonly DateRangePreset[] = [
  { label: '近7天', days: 7 },
  { label: '近30天', days: 30 },
  { label: '近90天', days: 90 },
];

export function presetRange(days: number, today = todayInBeijing()): { begin: string; end: string } {
  return { begin: addDays(today, -(days - 1)), end: today };
}
