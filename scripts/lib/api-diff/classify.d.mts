/** Types for classify.mjs. */
import type { Change, OperationChanges } from './compare.mjs';
import type { Portal } from './portal.mjs';

export type Verdict = 'breaks' | 'tolerated' | 'safe';

export interface JudgedChange extends Change {
  verdict: Verdict;
  reason: string;
  /** The modules that read or send the field (or call the operation). */
  readers: string[];
  /** The routes the change reaches. */
  screens: string[];
}

export interface JudgedOperation {
  id: string;
  status: OperationChanges['status'];
  method: string;
  path: string;
  before?: { id: string; method: string; path: string };
  verdict: Verdict;
  changes: JudgedChange[];
  /** Every route whose page reaches the operation. */
  screens: string[];
  /** The modules that call it. */
  callers: string[];
  mocks: {
    handlers: { file: string; line?: number; what: string }[];
    /** `mocks/` modules the handlers load that name a changed field or enum value. */
    data: string[];
    /** Test files that answer the operation themselves. */
    tests: string[];
  };
}

export const VERDICTS: Verdict[];
export const VERDICT_TEXT: Record<Verdict, string>;
export function literalPathKey(literal: string): string;
export function classify(portal: Portal, entries: OperationChanges[]): JudgedOperation[];
