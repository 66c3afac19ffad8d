/** Types for prerender-page.mjs. */
/** A chunk to preload; with `media`, only where that media query matches. */
export interface Preload {
  href: string;
  media?: string;
}
/** A `<meta>` of the page's card (src/shared/lib/page-meta `HeadMeta`). */
export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}
export const PHONE_ROOT_FONT_SIZE: string;
export const SHELL_FILE: string;
export const EMPTY_ROOT: string;
export const SERVER_RENDERED_META: string;
export function fillShell(
  shell: string,
  page: { markup: string; head: string; title?: string; meta?: HeadMeta[]; preloads?: Preload[] },
): string;
export function withMeta(html: string, meta: HeadMeta[]): string;
export function preloadLinks(preloads: Preload[]): string;
export function ownPreloads(shell: string, preloads: Preload[]): Preload[];
export function pagePreloads(wide: string[], phone?: string[]): Preload[];
export function twinMarkup(wideMarkup: string, phoneMarkup: string, paths: { wide: string; phone: string }): string;
export function twinSwitchCss(): string;
export function composeServerPage(
  shell: string,
  page: { markup: string; title?: string; meta?: HeadMeta[]; preloads?: Preload[]; styles?: string; css?: string },
): string;
/** The server bundle's exports that renderServerPage uses (src/app/server.tsx). */
export interface ServerBundle<Styles = unknown> {
  createPageStyles(): Styles;
  renderRoute(
    url: string,
    options: { viewport?: 'small' | 'large'; styles: Styles },
  ): Promise<{ markup: string; title: string; meta: HeadMeta[]; pathname: string }>;
  styleTagsOf(styles: Styles, markup: string): string;
}
export function renderServerPage<Styles>(
  server: ServerBundle<Styles>,
  route: { route: string; phone?: string },
): Promise<{ markup: string; title: string; meta: HeadMeta[]; styles: string; css?: string }>;
