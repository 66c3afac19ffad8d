/** Types for prerender.mjs. */
export interface PrerenderRoute {
  route: string;
  file: string;
  phone?: string;
}
/** A chunk to preload; with `media`, only where that media query matches. */
export interface Preload {
  href: string;
  media?: string;
}
export const PRERENDER_ROUTES: PrerenderRoute[];
export function pagePreloads(wide: string[], phone?: string[]): Preload[];
export function twinMarkup(wideMarkup: string, phoneMarkup: string, paths: { wide: string; phone: string }): string;
export function twinSwitchCss(): string;
export const SHELL_FILE: string;
export const PHONE_ROOT_FONT_SIZE: string;
export function fillShell(shell: string, page: { markup: string; head: string; title?: string; preloads?: Preload[] }): string;
export function preloadLinks(preloads: Preload[]): string;
export function ownPreloads(shell: string, preloads: Preload[]): Preload[];
export function prerender(
  distDir: string,
  options?: { routes?: PrerenderRoute[]; mode?: string; log?: (line: string) => void },
): Promise<{ route: string; file: string; bytes: number }[] | null>;
