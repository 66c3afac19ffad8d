import { isSchema, type SchemaLike } from '@/shared/api/answer-shape';
import { operationMeta, type OperationId } from '@/shared/api/generated/operation-meta.gen';
import * as generatedSchemas from '@/shared/api/generated/zod/index.zod';
import { operationOf } from './contract-path';

/*
 * Mock answers checked by the app's own validator: the zod schemas orval generates from
 * openapi.yaml (src/shared/api/generated/zod), which the HTTP client checks every answer with
 * (src/shared/api/contract-check.ts). There is no second reading of the contract to disagree with.
 *
 * Stricter than the app in one respect: the app drops fields the contract does not declare, the
 * mocks must not send any. zod's objects strip what they do not declare, so a field of the answer
 * missing from the parsed value is one the contract does not have.
 */

const schemas: Record<string, unknown> = generatedSchemas;

/** The generated schema of an operation's JSON answer (envelope and data); none for binary answers. */
export function answerSchemaOf(operationId: OperationId): SchemaLike | undefined {
  const name = operationOf(operationId).answerSchema;
  if (name === undefined) return undefined;
  const schema = schemas[name];
  if (!isSchema(schema)) throw new Error(`${name} is not among the generated schemas: run npm run api`);
  return schema;
}

/**
 * ApiResult, the envelope every JSON answer has, an error's included: each generated answer schema
 * is `ApiResult & {data}` (its left side) or ApiResult itself.
 */
function findEnvelope(): SchemaLike {
  for (const { operationId } of operationMeta) {
    const schema = answerSchemaOf(operationId as OperationId);
    if (schema?.def.type === 'intersection' && isSchema(schema.def.left)) return schema.def.left;
  }
  throw new Error('no generated answer schema has the envelope');
}

export const envelopeSchema: SchemaLike = findEnvelope();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const pointer = (path: readonly PropertyKey[]): string => path.map((key) => `/${String(key)}`).join('') || '/';

/** The places (JSON pointers) of `sent` that `parsed`, zod's output for it, no longer has. */
export function undeclaredFields(sent: unknown, parsed: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, index) => undeclaredFields(item, parsed[index], [...path, index]));
  if (!isRecord(sent) || !isRecord(parsed)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in parsed ? undeclaredFields(sent[key], parsed[key], [...path, key]) : [pointer([...path, key])],
  );
}

/** null when `body` is what the schema declares, nothing more; else a readable reason with the body. */
export function contractProblem(schema: SchemaLike, body: unknown): string | null {
  const result = schema.safeParse(body);
  const problems = result.success
    ? undeclaredFields(body, result.data).map((place) => `${place}: a field the contract does not declare`)
    : result.error.issues.map((issue) => `${pointer(issue.path)}: ${issue.message}`);
  if (problems.length === 0) return null;
  return `${problems.join('\n')}\nbody: ${JSON.stringify(body).slice(0, 600)}`;
}
