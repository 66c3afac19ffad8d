/** Types for ssr-prerender.mjs. */
import type { Preload, PrerenderRoute } from './prerender.mjs';

export const SERVER_RENDERED_META: string;
export function composeServerPage(shell: string, page: { markup: string; title?: string; preloads?: Preload[]; css?: string }): string;
/** The server bundle's exports that renderServerPage uses (src/app/server.tsx). */
export interface ServerBundle<Styles = unknown> {
  createPageStyles(): Styles;
  renderRoute(
    url: string,
    options: { viewport?: 'small' | 'large'; styles: Styles },
  ): Promise<{ markup: string; title: string; pathname: string }>;
}
export function renderServerPage(
  server: ServerBundle,
  route: { route: string; phone?: string },
): Promise<{ markup: string; title: string; css?: string }>;
export function withoutRepeatedGlobals(markup: string, earlier: string): string;
export function ssrPrerender(
  distDir: string,
  options?: { routes?: PrerenderRoute[]; preloads?: Map<string, Preload[]>; mode?: string; log?: (line: string) => void },
): Promise<{ route: string; file: string; bytes: number }[]>;
