import type { RequestHandler } from 'msw';
import * as z from 'zod';
import { operationMeta } from '@/shared/api/generated/operation-meta.gen';
import { DRIFT_EXEMPT } from './drift';
import { createReshapingHandler } from './lib/reshaping-handler';

/**
 * The `sparse` scenario (`?mock=sparse`): every answer carries only what the contract requires.
 * Each optional field is left out or sent as null (alternately, field by field, in the order the
 * contract lists them, so every visit looks the same); a required field that may
 * be null is null; names, titles and summaries are very long; counters are very large. The
 * answers still come from the stateful data set: only their fields are thinned and stretched.
 *
 * What is required is read at run time from the zod schemas generated from openapi.yaml, through
 * zod's public API, so the scenario follows the contract as it changes.
 *
 * The session's own calls keep their shape, as under drift (mocks/drift.ts says why).
 */

type Schema = z.ZodType;

/** The long text appended to names, titles and summaries (no word that reads as a failure). */
const FILLER = '这是一段为检验超长文本显示而写的模拟内容，用来确认页面在名称、标题和摘要很长时仍然排版整齐。';
export const LONG_TEXT_MIN = 320;

/** Big values a Java backend can send: Integer.MAX_VALUE and Number.MAX_SAFE_INTEGER. */
export const BIG_NUMBERS = [2_147_483_647, 9_007_199_254_740_991] as const;

/** Fields stretched to LONG_TEXT_MIN characters, where the contract's string has no format. */
const LONG_TEXT_FIELD = /(?:name|title|summary|intro|introduction|abstract|description|remark|institution|discipline)$/i;
/** Counters: set to one of BIG_NUMBERS where the contract's number allows it. */
const COUNTER_FIELD = /(?:count|total|times|views|clicks|fans|likes|downloads|citations|visits)$/i;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** The schema inside default wrappers (optional and nullable are read by the caller). */
function withoutDefault(schema: Schema): Schema {
  let current = schema;
  while (current instanceof z.ZodDefault || current instanceof z.ZodPrefault || current instanceof z.ZodReadonly)
    current = current.def.innerType as Schema;
  return current;
}

interface Field {
  schema: Schema;
  optional: boolean;
  nullable: boolean;
}

function fieldOf(schema: Schema): Field {
  let current = withoutDefault(schema);
  let optional = false;
  let nullable = false;
  for (;;) {
    if (current instanceof z.ZodOptional) {
      optional = true;
      current = withoutDefault(current.unwrap() as Schema);
    } else if (current instanceof z.ZodNullable) {
      nullable = true;
      current = withoutDefault(current.unwrap() as Schema);
    } else {
      return { schema: current, optional, nullable };
    }
  }
}

/** The fields of an object schema, through intersections (`allOf` is generated as `.and()`); null when not an object. */
export function objectFieldsOf(schema: Schema): Array<[string, Schema]> | null {
  const inner = fieldOf(schema).schema;
  if (inner instanceof z.ZodIntersection) {
    const left = objectFieldsOf(inner.def.left as Schema);
    const right = objectFieldsOf(inner.def.right as Schema);
    return left || right ? [...(left ?? []), ...(right ?? [])] : null;
  }
  if (inner instanceof z.ZodObject) return Object.entries(inner.shape as Record<string, Schema>);
  return null;
}

function stretched(key: string, schema: Schema, value: unknown): unknown {
  if (typeof value === 'string' && schema instanceof z.ZodString && schema.format === null && LONG_TEXT_FIELD.test(key)) {
    let text = value;
    while (text.length < LONG_TEXT_MIN) text += FILLER;
    const limit = schema.maxLength;
    const candidate = limit !== null && limit < text.length ? text.slice(0, limit) : text;
    if (schema.safeParse(candidate).success) return candidate;
  }
  if (typeof value === 'number' && schema instanceof z.ZodNumber && COUNTER_FIELD.test(key) && !/^page(?:Size)?$/.test(key)) {
    const first = hash(key) % BIG_NUMBERS.length;
    for (const big of [BIG_NUMBERS[first], BIG_NUMBERS[1 - first]]) if (schema.safeParse(big).success) return big;
  }
  return value;
}

/**
 * A value thinned to what `schema` requires: optional fields alternately absent and null, required
 * nullable ones null, long names and big counters (see above); lists keep their items, each thinned.
 */
export function sparseValue(schema: Schema, value: unknown, key = ''): unknown {
  const { schema: inner } = fieldOf(schema);
  if (Array.isArray(value)) {
    if (!(inner instanceof z.ZodArray)) return value;
    const element = inner.element as Schema;
    return value.map((item) => sparseValue(element, item, key));
  }
  if (isRecord(value)) {
    const fields = objectFieldsOf(inner);
    if (!fields) return value;
    const out: Record<string, unknown> = {};
    let optionalIndex = 0;
    for (const [name, fieldSchema] of fields) {
      const field = fieldOf(fieldSchema);
      if (field.optional) {
        // Absent, null, absent, null... in the contract's order of the fields.
        if (optionalIndex % 2 === 1) out[name] = null;
        optionalIndex += 1;
        continue;
      }
      if (!(name in value)) continue;
      if (field.nullable) {
        out[name] = null;
        continue;
      }
      out[name] = sparseValue(field.schema, value[name], name);
    }
    return out;
  }
  return stretched(key, inner, value);
}

const schemaModules = import.meta.glob<Record<string, unknown>>('../src/shared/api/generated/zod/*/*.zod.ts');

/** The schema of an operation's `data` (the contract's envelope minus code and msg), or null (binary answers, no data). */
export async function dataSchemaOf(operationId: string): Promise<Schema | null> {
  const meta = operationMeta.find((op) => op.operationId === operationId);
  if (!meta?.answerSchema) return null;
  const load = schemaModules[`../src/shared/api/generated/zod/${meta.tag}/${meta.tag}.zod.ts`];
  if (!load) return null;
  const envelope = (await load())[meta.answerSchema];
  if (!(envelope instanceof z.ZodType)) return null;
  return objectFieldsOf(envelope)?.find(([name]) => name === 'data')?.[1] ?? null;
}

/** A successful envelope with its `data` thinned (see sparseValue); other answers unchanged. */
export async function toSparse(operationId: string, body: unknown): Promise<unknown> {
  if (!isRecord(body) || Number(body.code) !== 200 || !('data' in body)) return body;
  const schema = await dataSchemaOf(operationId);
  if (!schema) return body;
  return { ...body, data: sparseValue(schema, body.data) };
}

/** Answers a contract call through the rest of the handlers, then thins its data (see toSparse). */
export function createSparseHandler(
  isActive: () => boolean,
  operationOf: (request: Request) => string | undefined,
  next: () => RequestHandler[],
) {
  return createReshapingHandler({ isActive, operationOf, next, exempt: DRIFT_EXEMPT, reshape: toSparse });
}
