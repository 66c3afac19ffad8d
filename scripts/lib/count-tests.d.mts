/** Types for count-tests.mjs (the scripts stay plain Node ESM; tsc checks their callers). */
export interface TestCounts {
  passed: number;
  failed: number;
}
export function countVitest(report: unknown): TestCounts;
export function countPlaywright(report: unknown): TestCounts;
export function formatSummary(counts: TestCounts): string;
