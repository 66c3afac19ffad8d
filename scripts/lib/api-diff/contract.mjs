/**
 * One version of the contract as flat lists of fields, per operation: what the portal sends
 * (path, query, header and cookie parameters, the request body) and what it reads (the 200 answer).
 *
 * Redocly bundles the file (external `$ref`s pulled in) and dereferences it. Before that, every
 * component schema is marked with its name (`x-api-diff-schema`): dereferencing copies a
 * component's keywords into each place that referred to it, extensions included, so every field
 * still knows which named schemas it came through (`Expert`, `ExpertPage`...). Those are the
 * names orval gives the generated model types, which is how the portal side finds the files that
 * handle a field (portal.mjs).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundle, createConfig, makeDocumentFromString } from '@redocly/openapi-core';

export const SCHEMA_MARK = 'x-api-diff-schema';
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** `/portal/expert/detail/{id}` and `/portal/expert/detail/{expertId}` are the same address. */
export const pathKeyOf = (path) => path.replace(/\{[^}]*\}/g, '{}');

/** Reads, bundles and dereferences a contract; throws with Redocly's message when a `$ref` does not resolve. */
export async function loadContract(file) {
  const absolute = resolve(file);
  const document = makeDocumentFromString(readFileSync(absolute, 'utf8'), absolute);
  for (const [name, schema] of Object.entries(document.parsed?.components?.schemas ?? {})) {
    if (schema && typeof schema === 'object') schema[SCHEMA_MARK] = name;
  }
  // An empty configuration: no decorator or preprocessor of redocly.yaml may change what is compared.
  const config = await createConfig({});
  const { bundle: bundled, problems } = await bundle({ doc: document, config, dereference: true });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((problem) => problem.message).join('; ')}`);
  return operationsOf(bundled.parsed);
}

/** Every operation of a parsed, dereferenced OpenAPI 3 document, keyed by operationId (or `METHOD path`). */
export function operationsOf(spec) {
  const operations = new Map();
  for (const [path, item] of Object.entries(spec?.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const id = op.operationId ?? `${method.toUpperCase()} ${path}`;
      operations.set(id, {
        id,
        method: method.toUpperCase(),
        path,
        pathKey: pathKeyOf(path),
        tag: op.tags?.[0] ?? 'default',
        parameters: parametersOf(path, item.parameters ?? [], op.parameters ?? []),
        body: bodyOf(op.requestBody),
        answer: answerOf(op.responses ?? {}),
      });
    }
  }
  return operations;
}

/**
 * Parameters as fields keyed `in:name`; path parameters keyed by their place in the path
 * (`path:#0`), so renaming `{id}` to `{expertId}` (the same URL) is no change.
 */
function parametersOf(path, shared, own) {
  const byKey = new Map();
  for (const parameter of [...shared, ...own]) {
    if (parameter?.name && parameter.in) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const places = [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
  const fields = new Map();
  for (const parameter of byKey.values()) {
    const place = parameter.in === 'path' ? places.indexOf(parameter.name) : -1;
    const key = parameter.in === 'path' && place >= 0 ? `path:#${place}` : `${parameter.in}:${parameter.name}`;
    const flat = flatten(parameter.schema ?? {}, parameter.name, parameter.in === 'path' || parameter.required === true);
    for (const [pointer, field] of flat)
      fields.set(pointer === parameter.name ? key : `${key}${pointer.slice(parameter.name.length)}`, field);
  }
  return fields;
}

function pickContent(content) {
  const types = Object.keys(content ?? {});
  const type = types.find((t) => /json/i.test(t)) ?? types[0];
  return type ? { contentType: type, schema: content[type]?.schema } : undefined;
}

function bodyOf(requestBody) {
  const picked = pickContent(requestBody?.content);
  if (!picked) return undefined;
  return { contentType: picked.contentType, required: requestBody.required === true, fields: flatten(picked.schema ?? {}, '', true) };
}

function answerOf(responses) {
  const status = ['200', '201', '202', '204'].find((code) => responses[code]) ?? Object.keys(responses).find((code) => /^2/.test(code));
  const picked = status ? pickContent(responses[status].content) : undefined;
  if (!picked) return undefined;
  return { contentType: picked.contentType, fields: flatten(picked.schema ?? {}, '', true) };
}

const TYPE_OF_VALUE = (value) => (Number.isInteger(value) ? 'integer' : typeof value);

/**
 * A schema's own facts, with `allOf` merged: its type, format, enum, nullable, default, the
 * properties (each with the named schema that declares it) and which are required.
 */
function shapeOf(schema, owner) {
  const names = typeof schema[SCHEMA_MARK] === 'string' ? [schema[SCHEMA_MARK]] : [];
  const own = names[0] ?? owner;
  const shape = {
    names,
    type: undefined,
    format: schema.format,
    enum: Array.isArray(schema.enum) ? schema.enum.filter((v) => v !== null) : undefined,
    nullable: schema.nullable === true || (Array.isArray(schema.enum) && schema.enum.includes(null)),
    default: schema.default,
    properties: new Map(),
    required: new Set(Array.isArray(schema.required) ? schema.required : []),
    items: schema.items,
    additional: typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined,
  };
  if (Array.isArray(schema.type)) {
    // OpenAPI 3.1: `type: [string, 'null']`.
    shape.nullable ||= schema.type.includes('null');
    shape.type = schema.type.filter((t) => t !== 'null').join('|') || undefined;
  } else if (typeof schema.type === 'string') {
    shape.type = schema.type;
  }
  for (const member of schema.allOf ?? []) {
    const part = shapeOf(member ?? {}, own);
    shape.names.push(...part.names);
    shape.type ??= part.type;
    shape.format ??= part.format;
    shape.enum ??= part.enum;
    shape.nullable ||= part.nullable;
    shape.items ??= part.items;
    shape.additional ??= part.additional;
    for (const [name, property] of part.properties) shape.properties.set(name, property);
    for (const name of part.required) shape.required.add(name);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    shape.properties.set(name, { schema: property ?? {}, owner: own });
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants)) {
    // Compared as a whole: a union changes when its list of alternatives does.
    const alternatives = variants.map((v) => v?.[SCHEMA_MARK] ?? v?.type ?? 'object').join(' | ');
    shape.type = `${schema.oneOf ? 'oneOf' : 'anyOf'}(${alternatives})`;
  }
  if (!shape.type) {
    if (shape.properties.size > 0 || shape.additional) shape.type = 'object';
    else if (shape.items) shape.type = 'array';
    else if (shape.enum?.length) shape.type = TYPE_OF_VALUE(shape.enum[0]);
    else shape.type = 'any';
  }
  return shape;
}

/**
 * Every place of a schema as a field, keyed by a readable pointer: `data.rows[].institution`
 * (a property), `[]` (an array's items), `{}` (a map's values). The root is `root` (`''` for a
 * body or an answer). Each field lists the named schemas on its way down, ending with the one
 * that declares it (`ExpertPageResult`, `ExpertPage`, `Expert` for `data.rows[].institution`);
 * an `allOf` member that does not declare it (`ApiResult`, `PageMeta`) is not among them. A named
 * schema met again below itself (a menu's children) stops there.
 */
export function flatten(schema, root = '', required = true) {
  const fields = new Map();
  const visit = (node, pointer, name, isRequired, declaredBy, via) => {
    const ownName = typeof node?.[SCHEMA_MARK] === 'string' ? node[SCHEMA_MARK] : undefined;
    const nearest = ownName ?? declaredBy ?? via.at(-1);
    const shape = shapeOf(node ?? {}, nearest);
    const schemas = [...new Set([...via, declaredBy, ownName].filter(Boolean))];
    fields.set(pointer, {
      pointer,
      name,
      type: shape.type,
      format: shape.format,
      enum: shape.enum,
      nullable: shape.nullable,
      required: isRequired,
      default: shape.default,
      owner: declaredBy ?? ownName,
      schemas,
    });
    if (ownName && via.includes(ownName)) return;
    for (const [prop, { schema: child, owner }] of shape.properties) {
      visit(child, pointer ? `${pointer}.${prop}` : prop, prop, shape.required.has(prop), owner, schemas);
    }
    if (shape.type === 'array' && shape.items) visit(shape.items, `${pointer}[]`, name, true, nearest, schemas);
    if (shape.additional) visit(shape.additional, `${pointer}{}`, name, false, nearest, schemas);
  };
  visit(schema, root, root, required, undefined, []);
  return fields;
}
