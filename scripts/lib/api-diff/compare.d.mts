/** Types for compare.mjs. */
import type { Field, Operation } from './contract.mjs';

export type Where = 'operation' | 'path' | 'query' | 'header' | 'cookie' | 'body' | 'answer';

export type ChangeKind =
  | 'operation-added'
  | 'operation-removed'
  | 'operation-renamed'
  | 'path-changed'
  | 'method-changed'
  | 'field-added'
  | 'field-removed'
  | 'field-renamed'
  | 'type-changed'
  | 'format-changed'
  | 'required-on'
  | 'required-off'
  | 'nullable-on'
  | 'nullable-off'
  | 'enum-added'
  | 'enum-removed'
  | 'enum-set'
  | 'enum-dropped'
  | 'content-type-changed'
  | 'body-added'
  | 'body-removed'
  | 'answer-added'
  | 'answer-removed';

export interface Change {
  where: Where;
  kind: ChangeKind;
  /** The field (or body, answer) as it was; undefined for an addition. */
  before?: Field & { contentType?: string };
  after?: Field & { contentType?: string };
  /** The enum values added or removed. */
  values?: unknown[];
}

export interface OperationChanges {
  id: string;
  status: 'added' | 'removed' | 'changed';
  before?: Operation;
  after?: Operation;
  changes: Change[];
}

export const LOCATIONS: string[];
export function editDistance(a: string, b: string): number;
export function compareFields(before: Map<string, Field>, after: Map<string, Field>, where: Where): Change[];
export function compareContracts(base: Map<string, Operation>, head: Map<string, Operation>): OperationChanges[];
