/** Types for ssr-prerender.mjs. */
import type { Preload, PrerenderRoute } from './prerender.mjs';

export const SSR_ROUTES: PrerenderRoute[];
export const SERVER_RENDERED_META: string;
export function composeServerPage(shell: string, page: { markup: string; title?: string; preloads?: Preload[] }): string;
export function ssrPrerender(
  distDir: string,
  options?: { routes?: PrerenderRoute[]; preloads?: Map<string, Preload[]>; mode?: string; log?: (line: string) => void },
): Promise<{ route: string; file: string; bytes: number }[]>;
