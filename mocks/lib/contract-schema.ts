import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
// Through Vite's raw import, not fs + import.meta.url: under jsdom the module URL is not a file URL.
import contractText from '../../openapi.yaml?raw';

/**
 * openapi.yaml as validators, for the contract test. OpenAPI 3.0 schemas are not JSON Schema, so
 * each one is converted: `nullable` becomes a `null` type, `$ref`s point into one registered root,
 * `format: binary` is skipped (bytes are checked by media type), and `example`/`x-*` are dropped.
 * Objects are closed with `unevaluatedProperties: false` (draft 2019, so `allOf` still composes):
 * a mock that sends a field the contract does not declare is drift, and fails.
 */

type SchemaNode = Record<string, unknown>;
const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ContractOperation {
  operationId: string;
  method: Uppercase<HttpMethod>;
  /** Template without the /api base, e.g. `/dict/data/type/{type}`. */
  path: string;
  /** Needs a token: public reads (`security: [{}, ...]`) and token-free calls do not. */
  secured: boolean;
  /** The 200 response's media type (`application/json`, `application/octet-stream`, `image/*`). */
  mediaType: string;
  /** A binary body: checked by media type and headers, not by schema. */
  binary: boolean;
  /** Response headers the contract declares (e.g. Content-Disposition). */
  headers: string[];
  schema: unknown;
}

const CONTRACT_ID = 'contract';
const SCHEMA_REF = '#/components/schemas/';
const RESPONSE_REF = '#/components/responses/';

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

function load(): SchemaNode {
  const doc: unknown = parse(contractText);
  if (!isNode(doc)) throw new Error('openapi.yaml is not a mapping');
  return doc;
}

export const contract = load();

function componentsOf(kind: 'schemas' | 'responses'): Record<string, unknown> {
  const components = contract.components;
  const group = isNode(components) ? components[kind] : undefined;
  return isNode(group) ? group : {};
}

const isObjectLike = (node: SchemaNode): boolean => node.type === 'object' || 'properties' in node || 'allOf' in node;

const DROPPED_KEYS = new Set(['example', 'examples', 'nullable', 'discriminator', 'xml', 'externalDocs', 'deprecated']);

/**
 * @param open true for a schema used as an `allOf` branch: closing it would reject the sibling
 *   branches' properties, so only the composing schema is closed.
 */
export function toJsonSchema(node: unknown, open = false): SchemaNode {
  if (!isNode(node)) return {};
  if (typeof node.$ref === 'string') {
    const name = node.$ref.slice(SCHEMA_REF.length);
    return { $ref: `${CONTRACT_ID}#/$defs/${open ? `${name}__open` : name}` };
  }
  if (node.format === 'binary') return {};
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYS.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties' && isNode(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema)]));
    } else if (key === 'items' || key === 'not') {
      out[key] = toJsonSchema(value);
    } else if (key === 'additionalProperties') {
      out[key] = typeof value === 'boolean' ? value : toJsonSchema(value);
    } else if (key === 'allOf' && Array.isArray(value)) {
      out.allOf = value.map((branch) => toJsonSchema(branch, true));
    } else if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value)) {
      out[key] = value.map((branch) => toJsonSchema(branch));
    } else {
      out[key] = value;
    }
  }
  if (!open && isObjectLike(node) && !('additionalProperties' in node)) out.unevaluatedProperties = false;
  if (node.nullable !== true) return out;
  if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

export const ajv = new Ajv2019({ allErrors: true, strictTypes: false });
addFormats(ajv);
ajv.addSchema({
  $id: CONTRACT_ID,
  $defs: Object.fromEntries(
    Object.entries(componentsOf('schemas')).flatMap(([name, schema]) => [
      [name, toJsonSchema(schema)],
      [`${name}__open`, toJsonSchema(schema, true)],
    ]),
  ),
});

function resolveResponse(response: unknown): SchemaNode {
  if (isNode(response) && typeof response.$ref === 'string') {
    const resolved = componentsOf('responses')[response.$ref.slice(RESPONSE_REF.length)];
    if (!isNode(resolved)) throw new Error(`unknown response ${response.$ref}`);
    return resolved;
  }
  if (!isNode(response)) throw new Error('response is not a mapping');
  return response;
}

/** Every operation of the contract with its 200 response. */
export function contractOperations(): ContractOperation[] {
  const paths = isNode(contract.paths) ? contract.paths : {};
  const globalSecured = Array.isArray(contract.security) && contract.security.length > 0;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isNode(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isNode(op)) continue;
      const responses = isNode(op.responses) ? op.responses : {};
      const ok = resolveResponse(responses['200']);
      const content = isNode(ok.content) ? ok.content : {};
      const [mediaType, media] = Object.entries(content)[0] ?? ['', {}];
      const schema = isNode(media) ? media.schema : undefined;
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        path,
        // Refused without a token: a requirement list without `{}` (an optional token).
        secured: Array.isArray(op.security)
          ? op.security.length > 0 && !op.security.some((r) => isNode(r) && Object.keys(r).length === 0)
          : globalSecured,
        mediaType,
        binary: isNode(schema) && schema.format === 'binary',
        headers: isNode(ok.headers) ? Object.keys(ok.headers) : [],
        schema,
      });
    }
  }
  return operations;
}

const validators = new Map<string, ValidateFunction>();

/** The compiled validator of an operation's 200 body (cached). */
export function validatorOf(operation: ContractOperation): ValidateFunction {
  let validate = validators.get(operation.operationId);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(operation.schema));
    validators.set(operation.operationId, validate);
  }
  return validate;
}

/** The envelope every error answer must match. */
export const validateEnvelope: ValidateFunction = ajv.compile({ $ref: `${CONTRACT_ID}#/$defs/ApiResult` });

/** null when valid, else a readable reason with the offending body. */
export function contractProblem(validate: ValidateFunction, body: unknown): string | null {
  if (validate(body)) return null;
  return `${ajv.errorsText(validate.errors, { separator: '\n' })}\nbody: ${JSON.stringify(body).slice(0, 600)}`;
}

/** `image/*` in the contract accepts `image/svg+xml`; parameters after `;` are ignored. */
export function mediaTypeMatches(expected: string, actual: string | null): boolean {
  const type = (actual ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (expected.endsWith('/*')) return type.startsWith(expected.slice(0, -1));
  return type === expected.toLowerCase();
}
