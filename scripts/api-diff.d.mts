/** Types for api-diff.mjs. */
import type { JudgedOperation } from './lib/api-diff/classify.mjs';

export interface DiffResult {
  /** The version compared with: the ref as given and its short commit. */
  base: { ref: string; commit?: string };
  /** The version compared: how the report names it. */
  head: { label: string };
  /** Every operation that changed, those that break a screen first; empty when nothing changed. */
  operations: JudgedOperation[];
}

export function apiDiff(options: {
  root?: string;
  baseFile: string;
  headFile: string;
  base: DiffResult['base'];
  head: DiffResult['head'];
}): Promise<DiffResult>;
export function resolveBase(ref?: string, cwd?: string): { ref: string; commit: string };
