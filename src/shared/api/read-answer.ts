import { isSchema, objectFields, unwrap } from './answer-shape';
import type { SchemaLike } from './answer-shape';

/*
 * The lenient reading of an answer's `data`, in one walk over the value beside its contract
 * schema (src/shared/api/generated/zod), before the one check (contract-check.ts). The walk is
 * planned once per schema from zod 4's public surface: `def.type` and the definition's parts
 * (`shape`, `left`/`right`, `element`, `innerType`, `options`, `values`, `entries`), a string's
 * `format` property, and `safeParse` (whether a field takes `undefined` or `null`, as
 * zod's documentation says to ask it; whether a string meets its format).
 *
 * What it reads, and nothing else (docs/adr/0001-contract-strictness.md):
 * - `null` for a field the contract lets be absent: absent;
 * - a number sent as a string (`"12"`, `" 3.5 "`) where a number is declared, or where an
 *   integer enum lists it (`"2"` for 0|1|2|3): the number;
 * - a number or boolean where a string is declared: its text;
 * - a day sent with its time (`2026-11-27 00:00:00`, ISO with `T`) where `format: date` is
 *   declared: the day;
 * - for a field the contract lets be absent: a string that does not meet its format (a date that
 *   is no date), or a number beyond ±2^53 (no integer JavaScript holds exactly, no count, amount
 *   or price of the portal): absent, so the screen shows 「—」. A screen computes with what it
 *   gets without overflowing into Infinity or losing digits.
 * Every such reading is a repair, at its JSON pointer. Anything else is left as it came, and the
 * check fails it; a repaired value the check still refuses (`"12.5"` where an integer is declared)
 * fails too.
 */

/** A repaired place: the value as it came, and the schema that describes what was expected there. */
export interface Repair {
  pointer: string;
  path: PropertyKey[];
  schema: SchemaLike;
  received: unknown;
  /** What was expected, when the schema's own check has no word for it. */
  expected?: string;
}

export interface Reading {
  /** The value as the contract reads it: new containers where something was read otherwise, the input never changed. */
  value: unknown;
  /** The repairs, in the order of the schema (the order zod reports issues in). */
  repairs: Repair[];
}

type Plan =
  | { kind: 'object'; fields: Array<{ key: string; field: Field }> }
  | { kind: 'array'; element: Field }
  | { kind: 'number' }
  | { kind: 'string'; schema: SchemaLike; format: string | null }
  | { kind: 'numbers'; values: ReadonlySet<number> }
  | { kind: 'as-is' };

interface Field {
  /** The field's schema as the contract declares it (wrappers included): what a repair is described with. */
  schema: SchemaLike;
  /** It may be absent (the contract does not require it). */
  optional: boolean;
  /** It may be null. */
  nullable: boolean;
  plan: () => Plan;
}

const fields = new WeakMap<SchemaLike, Field>();

function fieldOf(schema: SchemaLike): Field {
  const known = fields.get(schema);
  if (known) return known;
  let plan: Plan | undefined;
  const field: Field = {
    schema,
    optional: schema.safeParse(undefined).success,
    nullable: schema.safeParse(null).success,
    // Planned when first needed, so a recursive schema cannot loop.
    plan: () => (plan ??= planOf(unwrap(schema))),
  };
  fields.set(schema, field);
  return field;
}

/** The numbers a literal, an enum or a union of them allows (how the generated schemas write an integer enum). */
function numbersOf(schema: SchemaLike): number[] | null {
  const { def } = schema;
  const values =
    def.type === 'literal' && Array.isArray(def.values)
      ? (def.values as unknown[])
      : def.type === 'enum' && typeof def.entries === 'object' && def.entries !== null
        ? Object.values(def.entries)
        : def.type === 'union' && Array.isArray(def.options)
          ? (def.options as unknown[]).filter(isSchema).flatMap((option) => numbersOf(unwrap(option)) ?? [])
          : null;
  return values && values.filter((value): value is number => typeof value === 'number');
}

const formatOf = (schema: SchemaLike): string | null => {
  const format = (schema as { format?: unknown }).format;
  return typeof format === 'string' ? format : null;
};

function planOf(schema: SchemaLike): Plan {
  const { def } = schema;
  switch (def.type) {
    case 'object':
    case 'intersection': {
      const shape = objectFields(schema);
      if (!shape) return { kind: 'as-is' };
      return { kind: 'object', fields: [...shape].map(([key, { schema: field }]) => ({ key, field: fieldOf(field) })) };
    }
    case 'array':
      return isSchema(def.element) ? { kind: 'array', element: fieldOf(def.element) } : { kind: 'as-is' };
    case 'number':
      return { kind: 'number' };
    case 'string':
      return { kind: 'string', schema, format: formatOf(schema) };
    default: {
      const numbers = numbersOf(schema);
      return numbers && numbers.length > 0 ? { kind: 'numbers', values: new Set(numbers) } : { kind: 'as-is' };
    }
  }
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
const numeric = (value: unknown): value is string => typeof value === 'string' && NUMERIC.test(value.trim());
const DAY_WITH_TIME = /^(\d{4}-\d{2}-\d{2})[ T]\d{2}:\d{2}/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const pointerOf = (path: readonly PropertyKey[]) =>
  path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Read as absent. */
const ABSENT = Symbol('absent');

class Walk {
  readonly repairs: Repair[] = [];
  private readonly repaired = new Set<string>();
  /** Where the walk stands. */
  private readonly path: PropertyKey[] = [];

  /** Notes a repair where the walk stands; the first one there describes it (what came, what was expected). */
  private repair(schema: SchemaLike, received: unknown, expected?: string) {
    const pointer = pointerOf(this.path);
    if (this.repaired.has(pointer)) return;
    this.repaired.add(pointer);
    this.repairs.push({ pointer, path: [...this.path], schema, received, ...(expected === undefined ? {} : { expected }) });
  }

  /**
   * A value where the walk stands: a field of an object (`absentAllowed` when it may be absent),
   * an item, or the root. The same value when nothing in it was read otherwise.
   */
  read(field: Field, value: unknown, absentAllowed: boolean): unknown {
    if (value === null || value === undefined) return value;
    const plan = field.plan();
    switch (plan.kind) {
      case 'object':
        return isRecord(value) ? this.object(plan.fields, value) : value;
      case 'array':
        return Array.isArray(value) ? this.array(plan.element, value) : value;
      case 'number': {
        let number = value;
        if (numeric(number)) {
          this.repair(field.schema, value);
          number = Number(number);
        }
        if (absentAllowed && typeof number === 'number' && Math.abs(number) > Number.MAX_SAFE_INTEGER) {
          // An integer zod's int() refuses; any other number of that size is no count, amount or price either.
          this.repair(field.schema, value, number > 0 ? `不大于 ${Number.MAX_SAFE_INTEGER}` : `不小于 ${-Number.MAX_SAFE_INTEGER}`);
          return ABSENT;
        }
        return number;
      }
      case 'string': {
        let text = value;
        if (typeof text === 'number' || typeof text === 'boolean') {
          this.repair(field.schema, value);
          text = String(text);
        }
        if (typeof text !== 'string' || plan.format === null) return text;
        if (plan.format === 'date') {
          const day = DAY_WITH_TIME.exec(text.trim())?.[1];
          if (day) {
            this.repair(field.schema, value);
            text = day;
          }
        }
        if (absentAllowed) {
          // Whether the string meets its format is the contract's own schema's to say.
          const check = plan.schema.safeParse(text);
          if (!check.success && check.error.issues.some((issue) => issue.code === 'invalid_format')) {
            this.repair(field.schema, value);
            return ABSENT;
          }
        }
        return text;
      }
      case 'numbers':
        if (numeric(value) && plan.values.has(Number(value))) {
          this.repair(field.schema, value);
          return Number(value);
        }
        return value;
      case 'as-is':
        return value;
    }
  }

  private array(element: Field, value: unknown[]): unknown[] {
    let out: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item = value[index];
      this.path.push(index);
      const read = this.read(element, item, false);
      this.path.pop();
      if (read !== item) {
        out ??= value.slice();
        out[index] = read;
      }
    }
    return out ?? value;
  }

  private object(list: Array<{ key: string; field: Field }>, value: Record<string, unknown>): Record<string, unknown> {
    let out: Record<string, unknown> | undefined;
    for (const { key, field } of list) {
      if (!Object.hasOwn(value, key)) continue;
      const item = value[key];
      this.path.push(key);
      let read: unknown = item;
      if (item === null && !field.nullable) {
        // Absent, whatever the field's type; a required field stays null, and the check refuses it.
        if (field.optional) {
          this.repair(field.schema, null);
          read = ABSENT;
        }
      } else read = this.read(field, item, field.optional);
      this.path.pop();
      if (read === item) continue;
      out ??= { ...value };
      if (read === ABSENT) delete out[key];
      else out[key] = read;
    }
    return out ?? value;
  }
}

/**
 * Where a place stands in the schema's order, the order zod reports issues in: an object's fields
 * as the contract lists them, a list's items by index, a place before the places inside it.
 */
function placeOf(schema: SchemaLike, path: readonly PropertyKey[]): number[] {
  const place: number[] = [];
  let field: Field | undefined = fieldOf(schema);
  for (const key of path) {
    const plan: Plan | undefined = field?.plan();
    if (plan?.kind === 'object') {
      const index = plan.fields.findIndex((entry) => entry.key === key);
      place.push(index < 0 ? plan.fields.length : index);
      field = plan.fields[index]?.field;
    } else if (plan?.kind === 'array') {
      place.push(typeof key === 'number' ? key : Number(key));
      field = plan.element;
    } else {
      place.push(0);
      field = undefined;
    }
  }
  return place;
}

/** Orders places (JSON paths in `data`) as the schema lists them. */
export function bySchemaOrder(schema: SchemaLike): (a: readonly PropertyKey[], b: readonly PropertyKey[]) => number {
  return (a, b) => {
    const left = placeOf(schema, a);
    const right = placeOf(schema, b);
    for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
      const difference = (left[i] ?? 0) - (right[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return left.length - right.length;
  };
}

/** Reads `data` as the contract means it (see above), in one walk; the check follows on `value`. */
export function readAnswer(schema: SchemaLike, data: unknown): Reading {
  const walk = new Walk();
  const value = walk.read(fieldOf(schema), data, false);
  return { value: value === ABSENT ? undefined : value, repairs: walk.repairs };
}
