/** Types for prerender.mjs. */
export function fileOf(route: string): string;
export function prerender(
  distDir: string,
  options?: { mode?: string; log?: (line: string) => void },
): Promise<{ route: string; file: string; bytes: number; preloads: number }[] | null>;
