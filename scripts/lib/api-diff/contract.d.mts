/** Types for contract.mjs. */
export const SCHEMA_MARK: string;
export const METHODS: string[];

/** One place of a schema: a parameter, a body or answer field, an array's items. */
export interface Field {
  /** `data.rows[].institution`; a parameter's name; `''` for a body's or an answer's root. */
  pointer: string;
  /** The property (or parameter) name; an array's items carry the array's name. */
  name: string;
  type: string;
  format?: string;
  enum?: unknown[];
  nullable: boolean;
  required: boolean;
  default?: unknown;
  /** The named schema that declares it, if any. */
  owner?: string;
  /** The named schemas on its way down, ending with the one that declares it. */
  schemas: string[];
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  /** The path with every `{name}` as `{}`. */
  pathKey: string;
  tag: string;
  /** Keyed `query:name`, `header:name`, `cookie:name`, `path:#0` (the first `{…}` of the path). */
  parameters: Map<string, Field>;
  body?: { contentType: string; required: boolean; fields: Map<string, Field> };
  answer?: { contentType: string; fields: Map<string, Field> };
}

export function pathKeyOf(path: string): string;
export function loadContract(file: string): Promise<Map<string, Operation>>;
export function operationsOf(spec: unknown): Map<string, Operation>;
export function flatten(schema: unknown, root?: string, required?: boolean): Map<string, Field>;
