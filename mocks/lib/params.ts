import { formatDate } from './date-time';

/** Request parsing shared by the handlers of every tag. */

export const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;

export const round2 = (value: number): number => Math.round(value * 100) / 100;

export function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return values.find((value) => value === raw);
}

/** A non-negative integer parameter, or undefined. */
export function intOf(raw: string | null | undefined): number | undefined {
  return raw && /^\d+$/.test(raw.trim()) ? Number(raw) : undefined;
}

/** An id from a path parameter or a JSON field (a number, or a string of digits); NaN finds nothing. */
export function idOf(raw: unknown): number {
  return typeof raw === 'number' ? raw : (intOf(typeof raw === 'string' ? raw : undefined) ?? Number.NaN);
}

/** Date-based business numbers: prefix + YYYYMMDD (Beijing) + a 4-digit sequence. */
export function businessNumber(prefix: string, seq: number): string {
  return `${prefix}${formatDate(new Date()).replaceAll('-', '')}${String(seq).padStart(4, '0')}`;
}
