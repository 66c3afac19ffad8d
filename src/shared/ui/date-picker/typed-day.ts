import { dayOf } from '@/shared/lib/format';

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
