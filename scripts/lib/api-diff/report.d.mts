/** Types for report.mjs. */
import type { DiffResult } from '../../api-diff.mjs';
import type { Change } from './compare.mjs';

export function placeOf(change: Change): string;
export function describeChange(
  change: Change,
  operation: { id: string; method: string; path: string; before?: { id: string; method: string; path: string } },
): string;
export function renderMarkdown(result: DiffResult): string;
export function renderSummary(result: DiffResult, reportPath?: string): string;
