/** Types for bench-report.mjs (the scripts stay plain Node ESM; tsc checks their callers). */
export interface BenchSample {
  route: string;
  profile: string;
  jsGzip?: number | null;
  cssGzip?: number | null;
  earlyFiles?: number | null;
  requests?: number | null;
  fcp?: number | null;
  lcp?: number | null;
  main?: number | null;
  form?: number | null;
  app?: number | null;
  firstPaintRequests?: number | null;
  longTasks?: number | null;
  longTaskMs?: number | null;
  tbt?: number | null;
  cls?: number | null;
}
export interface BenchRow {
  route: string;
  profile: string;
  runs: number;
  [metric: string]: string | number | null;
}
export const METRICS: string[];
export const COLUMNS: { title: string; value: (row: BenchRow) => string; right?: boolean }[];
export const DOC_START: string;
export const DOC_END: string;
export function median(values: Array<number | null | undefined>): number | null;
export function summarize(samples: BenchSample[]): BenchRow[];
export function formatTable(rows: BenchRow[]): string;
export function formatMarkdownTable(rows: BenchRow[]): string;
export function renderFiguresSection(report: {
  rows: BenchRow[];
  date: string;
  machine: string;
  browser: string;
  runs: number;
  build: string;
  /** The contract check's cost, printed by scripts/lib/bench-contract.mjs. */
  contractCost?: string;
}): string;
export function replaceFiguresSection(doc: string, section: string): string;
export interface ComparedSample {
  path: string;
  build: string;
  run: number;
  profile: string;
  [metric: string]: unknown;
}
export interface RatioFigure {
  ratio: number;
  low: number;
  high: number;
}
export interface ComparisonRow {
  path: string;
  profile: string;
  build: string;
  other: string;
  runs: number;
  [metric: string]: string | number | RatioFigure | null;
}
export const COMPARED_METRICS: { metric: string; title: string }[];
export function compareBuilds(
  samples: ComparedSample[],
  options?: { metrics?: string[]; resamples?: number; seed?: number },
): ComparisonRow[];
export function formatComparison(rows: ComparisonRow[]): string;
