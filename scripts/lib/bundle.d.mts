/** Types for bundle.mjs (the scripts stay plain Node ESM; tsc checks their callers). */
export const INITIAL_BUDGET_BYTES: number;
export const ROUTE_CHUNK_BUDGET_BYTES: number;
export const ON_DEMAND_VENDOR: RegExp;
export const FORBIDDEN_MARKERS: string[];
export const ON_DEMAND_MARKERS: { library: string; markers: string[] }[];
export const FORBIDDEN_FILES: string[];
export function isSchemaChunk(file: string): boolean;

export type AssetKind = 'initial' | 'route' | 'vendor' | 'lazy-css';
export interface AssetRow {
  file: string;
  kind: AssetKind;
  raw: number;
  gzip: number;
}
export interface DistAnalysis {
  rows: AssetRow[];
  initial: { raw: number; gzip: number };
  breaches: string[];
}

export function gzipSize(content: string | Uint8Array): number;
export function parseIndexHtml(html: string): { scripts: string[]; modulepreloads: string[]; stylesheets: string[] };
export function staticImports(code: string): string[];
export function resolveDistPath(url: string, fromFile: string): string | null;
export function listFiles(dir: string): string[];
export function initialAssets(distDir: string): { files: string[]; missing: string[] };
export function staticClosure(distDir: string, roots: string[]): { files: string[]; missing: string[] };
export function analyzeDist(
  distDir: string,
  options?: { initialBudget?: number; routeChunkBudget?: number; onDemandVendor?: RegExp },
): DistAnalysis;
export function forbiddenContent(distDir: string, files?: string[]): string[];
export function onDemandInInitial(distDir: string, initialFiles: string[], libraries?: { library: string; markers: string[] }[]): string[];
export function kb(bytes: number): string;
