import { PAGE_MAX } from '@/shared/config';

/** The state of the journal's article list in the URL of /periodicalInfo/{id}. */
export interface PeriodicalInfoSearch {
  year?: number;
  page?: number;
}

function intOf(value: unknown): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : Number.NaN;
}

export function normalizePeriodicalInfoSearch(raw: Record<string, unknown> | null | undefined): PeriodicalInfoSearch {
  const search = raw ?? {};
  const result: PeriodicalInfoSearch = {};
  const year = intOf(search.year);
  if (year >= 1000 && year <= 9999) result.year = year;
  const page = intOf(search.page);
  if (page > 1 && page <= PAGE_MAX) result.page = page;
  return result;
}

/** A journal id from the path: a positive whole number, else undefined. */
export function periodicalIdOf(raw: string | undefined): number | undefined {
  const text = (raw ?? '').trim();
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** The years a journal's articles can be filtered by: the newest year back to its founding, at most 30. */
export function yearsOf(foundedYear: unknown, now: number): number[] {
  const from =
    typeof foundedYear === 'number' && Number.isInteger(foundedYear) && foundedYear <= now ? Math.max(foundedYear, now - 29) : now - 9;
  return Array.from({ length: now - from + 1 }, (_, index) => now - index);
}

/** Plain text with paragraphs separated by a blank line, as paragraphs. */
export function paragraphsOf(text: unknown): string[] {
  return typeof text === 'string'
    ? text
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
}
