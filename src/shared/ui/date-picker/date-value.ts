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

const LOOSE_DAY = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;
const COMPACT_DAY = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * What a person may type for a day, as `YYYY-MM-DD`: 2026-6-1, 2026/06/01, 2026.6.1,
 * 2026年6月1日 or 20260601; undefined when it is not a real day.
 */
export function parseTypedDay(text: string): string | undefined {
  const trimmed = text.trim();
  const match = LOOSE_DAY.exec(trimmed) ?? COMPACT_DAY.exec(trimmed);
  if (!match) return undefined;
  const [, year = '', month = '', day = ''] = match;
  return dayOf(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
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
