import { param, searchOf } from '@/shared/lib/query-string';
import { PARAGRAPH_SEPARATOR, splitText } from '@/shared/lib/format';

/** The state of the journal's article list in the URL of /periodicalInfo/{id}. */
export const validatePeriodicalInfoSearch = searchOf({ year: param.int(1000, 9999), page: param.page() });
export type PeriodicalInfoSearch = ReturnType<typeof validatePeriodicalInfoSearch>;

/** A journal id from the path: a positive whole number, else undefined. */
export function periodicalIdOf(raw: string | undefined): number | undefined {
  const text = (raw ?? '').trim();
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** The years a journal's articles can be filtered by: the newest year back to its founding, at most 30. */
export function yearsOf(foundedYear: number | undefined, now: number): number[] {
  const from = foundedYear !== undefined && foundedYear <= now ? Math.max(foundedYear, now - 29) : now - 9;
  return Array.from({ length: now - from + 1 }, (_, index) => now - index);
}

/** Plain text with paragraphs separated by a blank line, as paragraphs. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return splitText(text ?? undefined, PARAGRAPH_SEPARATOR);
}
