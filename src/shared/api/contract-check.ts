import { CHUNK_FAILED_TEXT } from '@/shared/config';
import type { OperationMeta } from './generated/operation-meta.gen';
import { dataSchemaOf, dataShapeOf } from './answer-shape';
import type { DataShape, SchemaLike, ZodIssueLike } from './answer-shape';
import type { ContractDeviation } from './contract-drift';
import { recordContractDrift } from './contract-drift';
import { ApiError, ERROR_MESSAGES } from './errors';
import { normalizeAnswer } from './normalize-answer';
import type { NormalizeOptions } from './normalize-answer';
import { reportDrift } from './setup';

export { dataSchemaOf } from './answer-shape';
export type { SchemaLike } from './answer-shape';

/*
 * The contract at run time: each answer's `data` is checked against the zod schema orval
 * generates from openapi.yaml (src/shared/api/generated/zod, one module per tag, loaded with the
 * first answer of that tag, so neither zod nor a schema is in the first load).
 *
 * How strict (the same in every build; only the reporting differs, see contract-drift.ts):
 * - fields the contract does not declare are dropped: pages read typed, declared data only;
 * - a `null` where the contract has an optional field is read as "absent", and a number sent as
 *   a string (or a number or boolean where a string is declared) is converted: Java backends do
 *   both, and the data means the same; an integer too large for JavaScript to hold exactly is
 *   read as absent as well; each such repair is still reported as drift;
 * - anything else (another type, a missing required field, a value outside an enum, a list where
 *   an object belongs) fails the call with ERROR_MESSAGES.contract, which the section shows
 *   with its retry. A GET whose contract declares `data` must carry it; other methods may omit it
 *   (many backends answer a save with the bare envelope).
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

const pointerOf = (path: readonly PropertyKey[]) => path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

type Container = Record<PropertyKey, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * The numbers an enum issue lists: `invalid_value` (z.enum, z.literal) or `invalid_union` of
 * literals (how the generated schemas write an integer enum), each alternative's values.
 */
type EnumIssue = { code: string; values?: unknown[]; errors?: EnumIssue[][] };
function allowedNumbers(issue: EnumIssue): unknown[] {
  if (issue.code === 'invalid_value') return issue.values ?? [];
  if (issue.code === 'invalid_union') return (issue.errors ?? []).flat().flatMap(allowedNumbers);
  return [];
}

/** Applies the tolerated repairs at an issue's place in `holder.value`; true when it changed something. */
function repair(holder: { value: unknown }, issue: ZodIssueLike): boolean {
  const path: PropertyKey[] = ['value', ...issue.path];
  const parent = valueAt(holder, path.slice(0, -1));
  const key = path[path.length - 1];
  if (!isContainer(parent) || key === undefined) return false;
  const record = parent as Record<PropertyKey, unknown>;
  const value = record[key];
  if (value === null && !Array.isArray(parent) && issue.path.length > 0) {
    // Read as absent, whatever the field's type (an enum's null is an invalid_value): if the
    // field is required, the next round says so, and the call fails.
    delete record[key];
    return true;
  }
  if (issue.code === 'invalid_format' && issue.format === 'date' && typeof value === 'string') {
    // A day written with its time (`2026-11-27 00:00:00`, or ISO with `T`), as Java backends
    // serialise a Date: the day is plain; the check says whether it is a real one.
    const day = /^(\d{4}-\d{2}-\d{2})[ T]\d{2}:\d{2}/.exec(value.trim())?.[1];
    if (day) {
      record[key] = day;
      return true;
    }
  }
  if (issue.code === 'invalid_format' && !Array.isArray(parent) && issue.path.length > 0) {
    // A value of no plain meaning in its format (a date that is no date): read as absent, so the
    // screen shows 「—」; if the field is required, the next round says so, and the call fails.
    delete record[key];
    return true;
  }
  if (
    (issue.code === 'too_big' || issue.code === 'too_small') &&
    issue.origin === 'int' &&
    typeof value === 'number' &&
    !Array.isArray(parent) &&
    issue.path.length > 0
  ) {
    // An integer beyond ±2^53 (a count of 1e308): an integer to the contract, but none that
    // JavaScript holds exactly, and zod's int() refuses it. Read as absent, so the screen shows
    // 「—」; if the field is required, the next round says so, and the call fails.
    delete record[key];
    return true;
  }
  if (typeof value === 'string' && NUMERIC.test(value.trim()) && allowedNumbers(issue as EnumIssue).includes(Number(value))) {
    // An integer enum sent as a string (`"authStatus": "2"`): the number, when it is one of the values.
    record[key] = Number(value);
    return true;
  }
  if (issue.code !== 'invalid_type') return false;
  if (issue.expected === 'number' && typeof value === 'string' && NUMERIC.test(value.trim())) {
    record[key] = Number(value);
    return true;
  }
  if (issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
    record[key] = String(value);
    return true;
  }
  return false;
}

export type CheckResult = { ok: true; data: unknown; deviations: ContractDeviation[] } | { ok: false; deviations: ContractDeviation[] };

const MAX_ROUNDS = 4;

/** Checks (and, within the rules above, repairs) one answer's data. Pure apart from cloning. */
export function checkData(schema: SchemaLike, data: unknown): CheckResult {
  const deviations = new Map<string, ContractDeviation>();
  const holder = { value: data === undefined ? undefined : structuredClone(data) };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = schema.safeParse(holder.value);
    if (result.success) return { ok: true, data: result.data, deviations: [...deviations.values()] };
    let repaired = false;
    for (const issue of result.error.issues) {
      const pointer = pointerOf(issue.path);
      const received = describeValue(valueAt(holder.value, issue.path));
      const fixed = repair(holder, issue);
      repaired ||= fixed;
      const known = deviations.get(pointer);
      // A field first repaired (null dropped) and then found missing stays a failure.
      if (known) known.repaired &&= fixed;
      else deviations.set(pointer, { pointer, expected: describeExpected(issue), received, repaired: fixed });
    }
    if (!repaired) break;
  }
  return { ok: false, deviations: [...deviations.values()] };
}

export function contractError(body: unknown): ApiError {
  return new ApiError({ kind: 'contract', level: 'error', message: ERROR_MESSAGES.contract, status: 200, body });
}

/** SPEC §4: a user-info answer without `data` is a rejection, so its fields are never read from the top level. */
const DATA_REQUIRED = new Set(['getInfo']);

/**
 * The envelope, normalised (normalize-answer.ts) and with its data checked (and repaired), or a
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
