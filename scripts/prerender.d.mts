/** Types for prerender.mjs. */
export interface PrerenderRoute {
  route: string;
  file: string;
  phone?: string;
}
export interface RouteRender {
  markup: string;
  rules: string[];
  title: string;
  /** The root font size the page set from script ('' or absent when none). */
  rootFontSize?: string;
  /** The same-origin script files the page had asked for when its first screen was up. */
  scripts?: string[];
}
/** A chunk to preload; with `media`, only where that media query matches. */
export interface Preload {
  href: string;
  media?: string;
}
export const PRERENDER_ROUTES: PrerenderRoute[];
export function pageOf(
  wide: RouteRender,
  phone?: RouteRender,
  paths?: { wide?: string; phone?: string },
): { markup: string; css: string; title: string; preloads: Preload[] };
export function twinMarkup(wideMarkup: string, phoneMarkup: string, paths?: { wide?: string; phone?: string }): string;
export function twinSwitchCss(phoneRootScale: boolean): string;
export const SHELL_FILE: string;
export const PHONE_ROOT_FONT_SIZE: string;
export function fillShell(shell: string, page: { markup: string; head: string; title?: string; preloads?: Preload[] }): string;
export function preloadLinks(preloads: Preload[]): string;
export function ownPreloads(shell: string, preloads: Preload[]): Preload[];
export function composePage(shell: string, page: { markup: string; css: string; title?: string; preloads?: Preload[] }): string;
export function prerender(
  distDir: string,
  options?: { routes?: PrerenderRoute[]; log?: (line: string) => void },
): Promise<{ route: string; file: string; bytes: number; preloads: Preload[] }[] | null>;
export function pruneCustomProperties(css: string, markup?: string): string;
