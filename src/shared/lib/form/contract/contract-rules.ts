import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A form's problems, field by field: the sentence shown under each field. */
export type FormProblems<Values> = Partial<Record<keyof Values & string, string>>;

/** What a body field of the contract allows, read once from the generated schema. */
export interface FieldLimit {
  /** A required property of the body: an empty answer is refused. */
  required: boolean;
  /** `maxLength` of a string property: the input stops there too. */
  maxLength?: number;
}

interface SchemaDef {
  type?: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  left?: ZodType;
}

// zod 4's public definition of a schema (`schema.def`).
const defOf = (schema: ZodType | undefined): SchemaDef => (schema as { def?: SchemaDef } | undefined)?.def ?? {};

/** The properties of an object body (through `.and(...)` of two objects as well). */
function shapeOf(schema: ZodType): Record<string, ZodType> {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.type === 'intersection') return shapeOf((def as { left: ZodType }).left);
  return {};
}

function unwrapOptional(schema: ZodType): { inner: ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (let def = defOf(inner); def.innerType && ['optional', 'nullable', 'default'].includes(def.type ?? ''); def = defOf(inner)) {
    optional ||= def.type !== 'nullable';
    inner = def.innerType;
  }
  return { inner, optional };
}

/**
 * Required-ness and length of each property of a body schema generated from openapi.yaml. The
 * properties of a list's items are named `list.property` (`items.title`).
 */
export function contractLimits(schema: ZodType, prefix = ''): Record<string, FieldLimit> {
  const limits: Record<string, FieldLimit> = {};
  for (const [name, property] of Object.entries(shapeOf(schema))) {
    const { inner, optional } = unwrapOptional(property);
    const maxLength = (inner as { maxLength?: number | null }).maxLength ?? undefined;
    limits[prefix + name] = { required: !optional, ...(maxLength === undefined ? {} : { maxLength }) };
    const element = (defOf(inner) as { element?: ZodType }).element;
    if (defOf(inner).type === 'array' && element) Object.assign(limits, contractLimits(element, `${prefix}${name}.`));
  }
  return limits;
}

/** A field's name without list positions: `items.0.title` is `items.title`. */
export const fieldKind = (name: string): string => name.replace(/\.\d+(?=\.|$)/g, '');

interface Issue {
  code: string;
  path: PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || Number.isNaN(value);

/** The Chinese sentence for one refusal of the contract's schema; `label` names the field. */
export function contractMessage(issue: Issue, label: string, value: unknown): string {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return min <= 1 ? `请输入${label}` : `${label}至少 ${min} 个字`;
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? `请选择${label}` : `${label}至少 ${min} 项`;
      return `${label}不能小于 ${min}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label}不能超过 ${max} 个字`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label}最多 ${max} 项`;
      return `${label}不能大于 ${max}`;
    case 'invalid_type':
      return isBlank(value) ? `请输入${label}` : `${label}格式不正确`;
    case 'invalid_value':
      return `请选择${label}`;
    default:
      return `${label}格式不正确`;
  }
}

/**
 * Checks `body` (what the form will send) against the contract's body schema and says what is
 * wrong, by property: the required properties must not be blank, and the schema's limits hold.
 * Properties the form has no label for are named by their key, so nothing fails silently.
 */
export function contractProblems(
  schema: ZodType,
  body: Record<string, unknown>,
  labels: Record<string, string | undefined>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const labelOf = (name: string) => labels[fieldKind(name)] ?? labels[name.split('.')[0]!] ?? name;
  const limits = contractLimits(schema);
  for (const [name, limit] of Object.entries(limits)) {
    if (!name.includes('.')) {
      if (limit.required && isBlank(body[name])) problems[name] = `请输入${labelOf(name)}`;
      continue;
    }
    // A required property of each item of a list.
    const [list, property] = name.split('.') as [string, string];
    const items = body[list];
    if (!limit.required || !Array.isArray(items)) continue;
    items.forEach((item: unknown, index) => {
      const value = item && typeof item === 'object' ? (item as Record<string, unknown>)[property] : undefined;
      if (isBlank(value)) problems[`${list}.${index}.${property}`] = `请输入${labelOf(name)}`;
    });
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues as Issue[]) {
      const name = issue.path.map(String).join('.');
      if (!name || problems[name]) continue;
      const value = issue.path.reduce<unknown>(
        (at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
        body,
      );
      problems[name] = contractMessage(issue, labelOf(name), value);
    }
  }
  return problems;
}

/** A field of the form, or a property of a list's items (`items.title`). */
type FieldKey<Values> = (keyof Values & string) | `${keyof Values & string}.${string}`;

export interface ContractFormOptions<Values extends FieldValues, Body> {
  /** The request body's schema generated from openapi.yaml: the limits live there, once. */
  schema?: ZodType;
  defaultValues: Values;
  /** The field names the messages use (请输入昵称, 昵称不能超过 30 个字). */
  labels: Partial<Record<FieldKey<Values>, string>>;
  /** The body the contract wants, from what was typed (trimmed, numbers parsed). */
  toBody: (values: Values) => Body;
  /** The form's own rules, run first (SPEC's wording, checks across fields, limits only the page knows); a field in trouble here is not checked again. */
  rules?: (values: Values) => FormProblems<Values>;
  /** A body property the form names differently (body key → form field). */
  fieldOf?: Partial<Record<string, keyof Values & string>>;
  /** Sends the body. A rejection (or a thrown envelope) is shown under the form; values stay. */
  onSubmit: (body: Body, values: Values) => Promise<unknown>;
  /** The sentence when a failure carries no message of its own. */
  failure: string;
}

/** What is wrong with `values`, field by field: the form's own rules, then the contract's body schema on the body that would be sent. */
export function checkForm<Values extends FieldValues, Body>(
  { schema, labels, toBody, rules, fieldOf }: Pick<ContractFormOptions<Values, Body>, 'schema' | 'labels' | 'toBody' | 'rules' | 'fieldOf'>,
  values: Values,
): FormProblems<Values> {
  const problems: Record<string, string> = {};
  for (const [name, message] of Object.entries(rules?.(values) ?? {})) if (message) problems[name] = message as string;
  const body = schema ? contractProblems(schema, toBody(values) as Record<string, unknown>, labels) : {};
  for (const [key, message] of Object.entries(body)) problems[fieldOf?.[key] ?? key] ??= message;
  return problems as FormProblems<Values>;
}
