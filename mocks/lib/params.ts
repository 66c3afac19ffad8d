/** Request parsing shared by the content and center handlers. */

export const searchOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;

export const round2 = (value: number): number => Math.round(value * 100) / 100;

export function oneOf<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  return values.find((value) => value === raw);
}
