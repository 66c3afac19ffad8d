/**
 * GET params serializer of the API client (SPEC §7, DESIGN "A request's way").
 *
 * - Nested objects become `name[key]`, recursively (`a[b][c]`), as the backend binds them.
 * - Arrays of scalars become repeated `name=v` entries: Spring binds a repeated name to a
 *   list without any bracket syntax. Array items that are objects or arrays cannot be
 *   repeated without mixing their fields, so they get an index: `name[0][key]`.
 * - null, undefined and '' are skipped (an empty filter means "no filter"); 0 and false are
 *   kept. Functions, symbols, NaN and invalid Dates are skipped: they have no wire form.
 * - Dates are written as ISO strings.
 * - Keys (brackets included) and values are URI-encoded; entries keep insertion order.
 */

export type QueryParams = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The wire text of a scalar, or undefined when the value is skipped. */
function scalarText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isNaN(value) ? undefined : String(value);
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'function':
    case 'symbol':
      return undefined;
    default:
      return String(value);
  }
}

function collect(name: string, value: unknown, out: Array<[string, string]>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (Array.isArray(item) || isPlainObject(item)) collect(`${name}[${index}]`, item, out);
      else collect(name, item, out);
    });
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) collect(`${name}[${key}]`, child, out);
    return;
  }
  const text = scalarText(value);
  if (text !== undefined) out.push([name, text]);
}

/** The flattened `[name, value]` pairs, unencoded, in output order. */
export function flattenParams(params: QueryParams | URLSearchParams | null | undefined): Array<[string, string]> {
  if (!params) return [];
  if (params instanceof URLSearchParams) return [...params.entries()];
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params)) collect(key, value, out);
  return out;
}

/** `a=1&b%5Bc%5D=2`: the query string without the leading `?` ('' when nothing is left). */
export function serializeParams(params: QueryParams | URLSearchParams | null | undefined): string {
  return flattenParams(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
