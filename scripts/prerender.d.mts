/** Types for prerender.mjs. */
export const PRERENDER_ROUTES: { route: string; file: string }[];
export const SHELL_FILE: string;
export function composePage(shell: string, page: { markup: string; css: string; title?: string }): string;
export function prerender(
  distDir: string,
  options?: { routes?: { route: string; file: string }[]; log?: (line: string) => void },
): Promise<{ route: string; file: string; bytes: number; cssBytes: number }[] | null>;
