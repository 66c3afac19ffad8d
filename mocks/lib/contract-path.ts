import { operationMeta, type OperationId, type OperationMeta, type OperationPaths } from '@/shared/api/generated/operation-meta.gen';

/** The `{name}` parameters of a path template, as a union of names. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters of an operation: one string per `{name}` of its contract path. */
export type PathParamsOf<Id extends OperationId> = { [Name in ParamNames<OperationPaths[Id]>]: string };

/** The generated row of an operation; throws for a name the contract does not have (a cast that lied). */
export function operationOf(operationId: OperationId): OperationMeta {
  const meta = operationMeta.find((row) => row.operationId === operationId);
  if (!meta) throw new Error(`the contract has no operation "${operationId}"`);
  return meta;
}

/**
 * An operation's path under the API base with its parameters filled in, each encoded as one
 * segment: where the mocks' data holds a contract path (an image's `/common/imageView/<name>`).
 */
export function contractPathOf<Id extends OperationId>(operationId: Id, params: PathParamsOf<Id>): string {
  return fillPath(operationOf(operationId).path, params);
}

/** A path template with `{name}` filled in from `values`, each value encoded as one segment. */
export function fillPath(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Where the contract serves a stored image by its `fileName` (imageView), under the API base. */
export function imageViewPath(fileName: string): string {
  return contractPathOf('imageView', { fileName });
}
