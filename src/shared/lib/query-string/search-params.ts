import { KEYWORD_MAX, PAGE_MAX } from '@/shared/config';
import { dayOf } from '@/shared/lib/format';

/*
 * Readers of URL search values: a hand-edited or stale URL never breaks a page. The router parses
 * `?keyword=2026` as a number and `?id=3` as 3, so numbers count as text too.
 */

/** A page above 1, at most PAGE_MAX; page 1 stays out of the URL. */
export function pageParam(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
}

/** Trimmed text, at most `max` characters, or undefined when blank. */
export function textParam(raw: unknown, max = 50): string | undefined {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return text ? text.slice(0, max) : undefined;
}

/** A positive integer id. */
export function idParam(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** One of the allowed values (compared as text: `?status=0` arrives as the number 0). */
export function oneOfParam<T extends string>(values: readonly T[], raw: unknown): T | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return values.find((value) => value === text);
}

/** A date range of real days; ends the wrong way round are swapped. */
export function dayRangeParams(beginRaw: unknown, endRaw: unknown): { beginTime?: string; endTime?: string } {
  let beginTime = dayOf(beginRaw);
  let endTime = dayOf(endRaw);
  if (beginTime && endTime && beginTime > endTime) [beginTime, endTime] = [endTime, beginTime];
  return { ...(beginTime ? { beginTime } : {}), ...(endTime ? { endTime } : {}) };
}

/** The object without its undefined values, so the URL carries only what is set. */
export function definedParams<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/*
 * The route's search descriptor kit. A route's `validateSearch` is `searchOf({ ...params })`, each
 * param a checker that gives the value or undefined: the router runs it on every URL and on every
 * navigation, so a page reads valid, typed search (`useSearch({ from })`) and a hand-edited URL
 * never breaks it. Every declared key is in the result (undefined when absent or unusable): the
 * router merges the result over what a navigation asked for, so a bad value is overwritten and
 * leaves the URL. Route files are all in the first load: keep this small and free of imports.
 */

/** One search value's checker: the usable value, or undefined. */
export type Param<T> = (raw: unknown) => T | undefined;
type Params = Record<string, Param<unknown>>;
/** The search a descriptor gives: every key optional. */
export type SearchOf<D extends Params> = { [K in keyof D]?: D[K] extends Param<infer T> ? T : never };

/** The checkers a descriptor is made of. */
export const param = {
  text:
    (max = KEYWORD_MAX): Param<string> =>
    (raw) =>
      textParam(raw, max),
  page: (): Param<number> => pageParam,
  id: (): Param<number> => idParam,
  /** One of the values; `byDefault` (a tab or sort the page opens with) is kept out of the URL. */
  oneOf:
    <T extends string>(values: readonly T[], byDefault?: T): Param<T> =>
    (raw) => {
      const value = oneOfParam(values, raw);
      return value === byDefault ? undefined : value;
    },
  /** A whole number from min to max (a year). */
  int:
    (min: number, max: number): Param<number> =>
    (raw) => {
      const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
      return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
    },
  /** `?x=true`: true, anything else absent. */
  flag: (): Param<true> => (raw) => (raw === true || raw === 'true' ? true : undefined),
  day: (): Param<string> => dayOf,
};

/**
 * The route's `validateSearch` from its descriptor; `fix` adjusts values that depend on each other
 * (`orderedDays`, a page only on the tab that pages).
 */
export function searchOf<D extends Params>(descriptor: D, fix?: (search: SearchOf<D>) => SearchOf<D>) {
  return (raw: Record<string, unknown>): SearchOf<D> => {
    const search = {} as Record<string, unknown>;
    for (const key in descriptor) search[key] = descriptor[key]!(raw[key]);
    return fix ? fix(search as SearchOf<D>) : (search as SearchOf<D>);
  };
}

/** A `fix` for a beginTime..endTime range: ends the wrong way round are swapped. */
export function orderedDays<S extends { beginTime?: string; endTime?: string }>(search: S): S {
  const { beginTime, endTime } = search;
  return beginTime && endTime && beginTime > endTime ? { ...search, beginTime: endTime, endTime: beginTime } : search;
}

/** `?keyword&page`: the search of every list that is searched by one keyword (the scholar's lists, interviews, theory articles). */
export const validateKeywordSearch = searchOf({ keyword: param.text(), page: param.page() });
export type KeywordSearch = ReturnType<typeof validateKeywordSearch>;

/** `?id=`: the search of a detail page that SPEC gives no path parameter (/empowerDetails). */
export const validateIdSearch = searchOf({ id: param.id() });
