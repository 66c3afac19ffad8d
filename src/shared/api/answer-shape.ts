/*
 * What the contract says an answer's `data` looks like, read from the zod schemas orval generates
 * (src/shared/api/generated/zod) through zod 4's public `def` (duck-typed, so zod itself stays out
 * of the chunk that imports this). The normalisation step (normalize-answer.ts), the reading of
 * values (read-answer.ts) and the contract check (contract-check.ts) work from it.
 */

type ParseResult =
  | { success: true; data: unknown }
  | {
      success: false;
      error: {
        issues: Array<{
          code: string;
          path: PropertyKey[];
          message: string;
          expected?: string;
          values?: unknown[];
          format?: string;
          origin?: string;
          minimum?: number | bigint;
          maximum?: number | bigint;
        }>;
      };
    };

/** The part of a zod 4 schema the client uses: `safeParse` and the public definition `def`. */
export interface SchemaLike {
  safeParse(value: unknown): ParseResult;
  def: { type: string; [key: string]: unknown };
}

export type ZodIssueLike = Extract<ParseResult, { success: false }>['error']['issues'][number];

export const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { safeParse?: unknown }).safeParse === 'function' &&
  typeof (value as { def?: { type?: unknown } }).def?.type === 'string';

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema inside optional / nullable / default wrappers. */
export function unwrap(schema: SchemaLike): SchemaLike {
  let current = schema;
  while (WRAPPERS.has(current.def.type) && isSchema(current.def.innerType)) current = current.def.innerType;
  return current;
}

export interface FieldShape {
  schema: SchemaLike;
  /** The contract requires the field (it is not optional). */
  required: boolean;
}

/**
 * The fields of an object schema, through intersections (`allOf` becomes `.and()`); null when the
 * schema is not an object.
 */
export function objectFields(schema: SchemaLike): Map<string, FieldShape> | null {
  const inner = unwrap(schema);
  const { def } = inner;
  if (def.type === 'intersection') {
    const left = isSchema(def.left) ? objectFields(def.left) : null;
    const right = isSchema(def.right) ? objectFields(def.right) : null;
    if (!left && !right) return null;
    return new Map([...(left ?? []), ...(right ?? [])]);
  }
  if (def.type !== 'object') return null;
  const fields = new Map<string, FieldShape>();
  for (const [key, field] of Object.entries((def.shape as Record<string, unknown> | undefined) ?? {})) {
    if (isSchema(field)) fields.set(key, { schema: field, required: field.def.type !== 'optional' });
  }
  return fields;
}

/** The schema of `data` inside a generated envelope schema (`ApiResult & {data?: X}`). */
export function dataSchemaOf(envelope: unknown, required: boolean): SchemaLike | undefined {
  if (!isSchema(envelope)) return undefined;
  const data = objectFields(envelope)?.get('data')?.schema;
  if (!data) return undefined;
  if (required && data.def.type === 'optional' && isSchema(data.def.innerType)) return data.def.innerType;
  return data;
}

/** What the normalisation needs to know of a data schema. */
export type DataShape =
  | { kind: 'page'; fields: Map<string, FieldShape> }
  | { kind: 'object'; fields: Map<string, FieldShape> }
  | { kind: 'array' }
  | { kind: 'other' };

/** A page of a list (`{rows: [...], total, page, pageSize}`), an object, a bare array, or another value. */
export function dataShapeOf(schema: SchemaLike): DataShape {
  const inner = unwrap(schema);
  if (inner.def.type === 'array') return { kind: 'array' };
  const fields = objectFields(inner);
  if (!fields) return { kind: 'other' };
  const rows = fields.get('rows');
  if (rows && unwrap(rows.schema).def.type === 'array') return { kind: 'page', fields };
  return { kind: 'object', fields };
}
