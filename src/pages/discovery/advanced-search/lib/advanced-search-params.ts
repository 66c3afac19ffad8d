import type { WorkSearchCondition, WorkSearchConditionField, WorkSearchConditionOp } from '@/shared/api/generated/model';
import { PAGE_MAX } from '@/shared/config';

/** The submitted query of /advancedSearch, kept in the URL so reload and back restore it. */
export interface AdvancedSearch {
  conditions?: WorkSearchCondition[];
  /** YYYY-MM-DD, inclusive. */
  beginTime?: string;
  /** YYYY-MM-DD, inclusive. */
  endTime?: string;
  page?: number;
}

export const FIELDS: readonly WorkSearchConditionField[] = ['title', 'author', 'keyword', 'abstract', 'institution'];
export const OPS: readonly WorkSearchConditionOp[] = ['AND', 'OR', 'NOT'];
/** The contract's maxItems. */
export const MAX_CONDITIONS = 10;
export const VALUE_MAX_LENGTH = 100;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** A real calendar day as YYYY-MM-DD, or undefined. */
export function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : undefined;
}

/** The URL's search as an AdvancedSearch; conditions without a value are dropped. */
export function normalizeAdvancedSearch(raw: Record<string, unknown> | null | undefined): AdvancedSearch {
  const search = raw ?? {};
  const result: AdvancedSearch = {};
  const list = Array.isArray(search.conditions) ? (search.conditions as unknown[]) : [];
  const conditions = list
    .flatMap((entry): WorkSearchCondition[] => {
      if (typeof entry !== 'object' || entry === null) return [];
      const record = entry as Record<string, unknown>;
      const field = oneOf(FIELDS, record.field);
      const value =
        typeof record.value === 'string' || typeof record.value === 'number' ? String(record.value).trim().slice(0, VALUE_MAX_LENGTH) : '';
      return field && value ? [{ field, op: oneOf(OPS, record.op) ?? 'AND', value }] : [];
    })
    .slice(0, MAX_CONDITIONS);
  if (conditions.length > 0) result.conditions = conditions;
  const beginTime = dayOf(search.beginTime);
  const endTime = dayOf(search.endTime);
  if (beginTime) result.beginTime = beginTime;
  if (endTime && (!beginTime || endTime >= beginTime)) result.endTime = endTime;
  const page = typeof search.page === 'number' && Number.isInteger(search.page) ? search.page : Number.NaN;
  if (page > 1 && page <= PAGE_MAX) result.page = page;
  return result;
}

/** The terms worth marking in the results: the values of the conditions that are not NOT. */
export function termsOfConditions(conditions: readonly WorkSearchCondition[] | undefined): string[] {
  return (conditions ?? []).filter((condition) => condition.op !== 'NOT').map((condition) => condition.value);
}

/** One string per distinct query (page aside), whatever the key order it was built with. */
export function queryIdentity(search: AdvancedSearch): string {
  const { conditions, beginTime, endTime } = normalizeAdvancedSearch({ ...search, page: undefined });
  return JSON.stringify([conditions ?? [], beginTime ?? '', endTime ?? '']);
}
