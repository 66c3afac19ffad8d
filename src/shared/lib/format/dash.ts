/** What a screen shows for a value it does not have. */
export const DASH = '—';

/** The formatted value, or 「—」 when there is none. */
export function orDash<T>(value: T | null | undefined, format: (value: T) => string): string {
  return value === null || value === undefined ? DASH : format(value);
}
