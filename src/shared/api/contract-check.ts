import { CHUNK_FAILED_TEXT } from '@/shared/config';
import type { OperationMeta } from './generated/operation-meta.gen';
import { dataSchemaOf, dataShapeOf } from './answer-shape';
import type { DataShape, SchemaLike, ZodIssueLike } from './answer-shape';
import type { ContractDeviation } from './contract-drift';
import { recordContractDrift } from './contract-drift';
import { ApiError, ERROR_MESSAGES } from './errors';
import { normalizeAnswer } from './normalize-answer';
import type { NormalizeOptions } from './normalize-answer';
import { bySchemaOrder, pointerOf, readAnswer } from './read-answer';
import type { Repair } from './read-answer';
import { reportDrift } from './setup';

export { dataSchemaOf } from './answer-shape';
export type { SchemaLike } from './answer-shape';

/*
 * The contract at run time: each answer's `data` is checked against the zod schema orval
 * generates from openapi.yaml (src/shared/api/generated/zod, one module per tag, loaded with the
 * first answer of that tag, so neither zod nor a schema is in the first load).
 *
 * One pass, the same in every build (only the reporting differs, see contract-drift.ts):
 * 1. the envelope is normalised (normalize-answer.ts: a page of rows wherever a Java backend puts
 *    it, a GET's fields beside `code`);
 * 2. its `data` is read as the contract means it (read-answer.ts, one walk beside the schema: a
 *    `null` for an optional field is absent, a number sent as a string is the number, a number
 *    or boolean where a string is declared its text, a day with its time the day; an optional
 *    value of no plain meaning in its format, or a number too large to hold exactly, absent);
 * 3. the result is checked once: fields the contract does not declare are dropped, and anything
 *    else (another type, a missing required field, a value outside an enum, a list where an
 *    object belongs) fails the call with ERROR_MESSAGES.contract, which the section shows with
 *    its retry. A GET whose contract declares `data` must carry it; other methods may omit it
 *    (many backends answer a save with the bare envelope).
 * Every repair of steps 1 and 2 and every failure of step 3 is a deviation, recorded as drift.
 */

const schemaModules = import.meta.glob<Record<string, unknown>>('./generated/zod/*/*.zod.ts');

/**
 * The module, from `src/shared/api`, that holds the answer schemas of an operation's tag: what
 * `loadAnswerSchema` loads (and the build-time prerender preloads, src/app/server.tsx).
 */
export function answerSchemaModule(tag: string): string {
  return `generated/zod/${tag}/${tag}.zod.ts`;
}

/** An operation's answer as the contract has it: the schema of `data` and what it is (a page, an object...). */
export interface AnswerSchema {
  schema: SchemaLike;
  shape: DataShape;
}

const cache = new Map<string, Promise<AnswerSchema | null>>();

/**
 * The schema an operation's answer data is checked with, or null when it has none (binary
 * answers, the bare envelope). Started by the request interceptor, so it loads while the
 * request is on its way; the module brings zod with it and sets zod's jitless mode itself
 * (zod-jitless.ts). A module that cannot load is forgotten, to be tried again.
 */
export function loadAnswerSchema(meta: OperationMeta): Promise<AnswerSchema | null> {
  const name = meta.answerSchema;
  if (!name) return Promise.resolve(null);
  const cached = cache.get(meta.operationId);
  if (cached) return cached;
  const loader = schemaModules[`./${answerSchemaModule(meta.tag)}`];
  if (!loader) return Promise.resolve(null);
  const loading = loader().then((module) => {
    const schema = dataSchemaOf(module[name], meta.method === 'GET');
    return schema ? { schema, shape: dataShapeOf(schema) } : null;
  });
  loading.catch(() => cache.delete(meta.operationId));
  cache.set(meta.operationId, loading);
  return loading;
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
  undefined: '缺失',
  date: '日期',
};

/** A value in words, short enough for a table cell. */
export function describeValue(value: unknown): string {
  if (value === undefined) return '缺失';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `数组（${value.length} 项）`;
  switch (typeof value) {
    case 'string':
      return `字符串 ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case 'number':
      return `数字 ${value}`;
    case 'boolean':
      return `布尔值 ${value}`;
    case 'object':
      return '对象';
    default:
      return typeof value;
  }
}

function describeExpected(issue: ZodIssueLike): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_NAMES[issue.expected ?? ''] ?? String(issue.expected);
    case 'invalid_value':
      return `取值之一：${(issue.values ?? []).map((v) => JSON.stringify(v)).join('、')}`;
    case 'invalid_format':
      return `格式 ${issue.format ?? ''}`.trim();
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `不小于 ${String(issue.minimum)}`
        : `长度不小于 ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `不大于 ${String(issue.maximum)}`
        : `长度不大于 ${String(issue.maximum)}`;
    case 'invalid_union':
      return '契约所列形状之一';
    default:
      return issue.message;
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** What each schema's repairs were described as, by the kind of value that came. */
const describedRepairs = new WeakMap<SchemaLike, Map<string, string>>();

/**
 * What the contract expects at a repaired place: what its schema says of the value as it came
 * (zod's first issue). Remembered per schema where the issue depends only on the value's kind.
 */
function expectedOf(repair: Repair): string {
  const { schema, received } = repair;
  if (repair.expected !== undefined) return repair.expected;
  const kind =
    received === null
      ? 'null'
      : typeof received === 'boolean'
        ? 'boolean'
        : typeof received === 'number'
          ? `number${Math.sign(received)}`
          : typeof received === 'string' && /^-?\d+(\.\d+)?$/.test(received.trim())
            ? 'numeric'
            : undefined;
  const known = kind === undefined ? undefined : describedRepairs.get(schema)?.get(kind);
  if (known !== undefined) return known;
  const result = schema.safeParse(received);
  const expected = result.success
    ? describeValue(result.data)
    : describeExpected(result.error.issues[0] ?? { code: '', path: [], message: '' });
  if (kind !== undefined) {
    const described = describedRepairs.get(schema) ?? new Map<string, string>();
    described.set(kind, expected);
    describedRepairs.set(schema, described);
  }
  return expected;
}

const reported = ({ pointer, expected, received, repaired }: ContractDeviation): ContractDeviation => ({
  pointer,
  expected,
  received,
  repaired,
});

export type CheckResult = { ok: true; data: unknown; deviations: ContractDeviation[] } | { ok: false; deviations: ContractDeviation[] };

/**
 * Reads one answer's data as the contract means it (read-answer.ts: one walk, each tolerated
 * difference a repair) and checks the result once. A place the check still refuses is a failure,
 * described by what first came there. Pure: the data given is never changed.
 */
export function checkData(schema: SchemaLike, data: unknown): CheckResult {
  const reading = readAnswer(schema, data);
  const deviations = new Map<string, ContractDeviation & { path: readonly PropertyKey[] }>();
  for (const repair of reading.repairs) {
    deviations.set(repair.pointer, {
      pointer: repair.pointer,
      path: repair.path,
      expected: expectedOf(repair),
      received: describeValue(repair.received),
      repaired: true,
    });
  }
  const result = schema.safeParse(reading.value);
  if (result.success) return { ok: true, data: result.data, deviations: [...deviations.values()].map(reported) };
  for (const issue of result.error.issues) {
    const pointer = pointerOf(issue.path);
    const known = deviations.get(pointer);
    if (known) known.repaired = false;
    else
      deviations.set(pointer, {
        pointer,
        path: issue.path,
        expected: describeExpected(issue),
        received: describeValue(valueAt(reading.value, issue.path)),
        repaired: false,
      });
  }
  // Repairs and failures together, in the order zod reports issues in.
  const order = bySchemaOrder(schema);
  const sorted = [...deviations.values()].sort((a, b) => order(a.path, b.path));
  return { ok: false, deviations: sorted.map(reported) };
}

export function contractError(body: unknown): ApiError {
  return new ApiError({ kind: 'contract', level: 'error', message: ERROR_MESSAGES.contract, status: 200, body });
}

/** SPEC §4: a user-info answer without `data` is a rejection, so its fields are never read from the top level. */
const DATA_REQUIRED = new Set(['getInfo']);

/**
 * The envelope, normalised (normalize-answer.ts) and with its data read and checked, or a
 * rejection with ERROR_MESSAGES.contract. Deviations, tolerated or not, are recorded.
 */
export async function checkAnswer<T extends { data?: unknown }>(
  meta: OperationMeta,
  envelope: T,
  request?: NormalizeOptions['request'],
): Promise<T> {
  let answer: AnswerSchema | null;
  try {
    answer = await loadAnswerSchema(meta);
  } catch (cause) {
    // The answer came but its schema's chunk did not: the network (or a deploy) is at fault, and
    // what the user can do is what a lost chunk asks for (a session is kept: no refusal).
    throw new ApiError({ kind: 'network', level: 'error', message: CHUNK_FAILED_TEXT, cause });
  }
  if (!answer) return envelope;
  const normalized = normalizeAnswer(answer.shape, envelope, {
    request,
    liftTopLevel: meta.method === 'GET' && !DATA_REQUIRED.has(meta.operationId),
  });
  const body = normalized.envelope as T;
  const result = checkData(answer.schema, body.data);
  const deviations = [...normalized.deviations, ...result.deviations];
  reportDrift(meta, deviations);
  recordContractDrift(meta, deviations);
  if (!result.ok) throw contractError(envelope);
  return result.data === undefined && !('data' in body) ? body : { ...body, data: result.data };
}
