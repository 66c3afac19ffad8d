/** Types for bench-args.mjs. */
export const COOKIE_TOKEN_NAME: string;
export const DEFAULT_ROUTES: string[];
export const DEFAULT_PROFILES: string[];
export const MIN_RUNS: number;
export function parseArgs(argv: string[]): {
  runs: number;
  outDir: string;
  build: boolean;
  write: boolean;
  /** Other builds measured in the same run (`--compare DIR[,DIR]`). */
  compare: string[];
  routes: { path: string; login: boolean }[];
  profiles: string[];
};
/** The label of each build in the table, unique (`main/dist` beside `wt/dist`). */
export function buildLabels(dirs: string[]): string[];
