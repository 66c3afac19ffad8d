import type { WorkSearchCondition, WorkSearchConditionField, WorkSearchConditionOp } from '@/shared/api/generated/model';
import { param, searchOf } from '@/shared/lib/query-string';

export const FIELDS: readonly WorkSearchConditionField[] = ['title', 'author', 'keyword', 'abstract', 'institution'];
export const OPS: readonly WorkSearchConditionOp[] = ['AND', 'OR', 'NOT'];
/** The contract's maxItems. */
export const MAX_CONDITIONS = 10;
export const VALUE_MAX_LENGTH = 100;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The conditions of the URL that can be asked for; those without a field or a value are dropped. */
function conditionsParam(raw: unknown): WorkSearchCondition[] | undefined {
  // Not an answer: the URL's search, anything a link or a hand may have put there.
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
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
  return conditions.length > 0 ? conditions : undefined;
}

/**
 * The submitted query of /advancedSearch (`?conditions&beginTime&endTime&page`), kept in the URL so
 * reload and back restore it, and checked by the route: conditions as above, real days (an end
 * before the beginning is dropped), a page.
 */
export const validateAdvancedSearch = searchOf(
  { conditions: conditionsParam, beginTime: param.day(), endTime: param.day(), page: param.page() },
  (search) => (search.beginTime && search.endTime && search.endTime < search.beginTime ? { ...search, endTime: undefined } : search),
);

export type AdvancedSearch = ReturnType<typeof validateAdvancedSearch>;

/** The terms worth marking in the results: the values of the conditions that are not NOT. */
export function termsOfConditions(conditions: readonly WorkSearchCondition[] | undefined): string[] {
  return (conditions ?? []).filter((condition) => condition.op !== 'NOT').map((condition) => condition.value);
}

/** One string per distinct query (page aside), whatever the key order it was built with. */
export function queryIdentity(search: AdvancedSearch): string {
  const { conditions, beginTime, endTime } = validateAdvancedSearch({ ...search, page: undefined });
  return JSON.stringify([conditions ?? [], beginTime ?? '', endTime ?? '']);
}
