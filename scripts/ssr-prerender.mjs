/**
 * Build-time server render of the prerendered entry routes with react-dom (docs/adr/0003-first-paint.md):
 * `vite build --ssr src/app/server.tsx` into build-ssr/ (outside dist/: it never ships), then each
 * route rendered in Node and written as `dist/<route>.html`: the shell with the server's markup in
 * `#root` (marked `data-prerendered`) and `<meta name="prerender" content="server">`, which tells
 * main.tsx to hydrate it.
 *
 * The CSS the markup needs comes with it: emotion's `<style data-emotion>` tags inside the markup
 * (src/app/server.tsx), parsed before the elements that use them, so the page paints before any
 * script; emotion moves them into <head> in the browser before hydration.
 *
 * Run by scripts/prerender.mjs after its browser pass (which keeps dist/shell.html and finds each
 * page's chunks to preload); the production build runs that from vite.config.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PRERENDER_ROUTES, SHELL_FILE, fillShell, twinMarkup, twinSwitchCss } from './prerender.mjs';

/** Where the server bundle goes, in the project: not dist/ (it is not served). */
const SERVER_OUT_DIR = 'build-ssr';

export const SERVER_RENDERED_META = '<meta name="prerender" content="server" />';

/**
 * The shell with the server's markup in #root, the marker in <head>, the page's title and the
 * modulepreloads of the chunks the page needs (recorded by scripts/prerender.mjs in the browser).
 */
export function composeServerPage(shell, { markup, title, preloads, css = '' }) {
  const head = css ? `${SERVER_RENDERED_META}\n    <style id="prerender-css">${css}</style>` : SERVER_RENDERED_META;
  return fillShell(shell, { markup, head, title, preloads });
}

/**
 * The server's page of a route: its render alone, or with its phone twin's (one emotion cache for
 * both: a rule the page wrote is not written again in the twin), each in its wrapper, and the
 * media queries that show one (kept in `#prerender-css`, which main.tsx removes once hydrated).
 */
export async function renderServerPage(server, { route, phone }) {
  const styles = server.createPageStyles();
  const wide = await server.renderRoute(route, { styles });
  if (wide.pathname !== route) throw new Error(`ssr: ${route} ended on ${wide.pathname}`);
  if (!phone) return wide;
  const twin = await server.renderRoute(phone, { viewport: 'small', styles });
  if (twin.pathname !== phone) throw new Error(`ssr: ${phone} (phone) ended on ${twin.pathname}`);
  const markup = twinMarkup(wide.markup, withoutRepeatedGlobals(twin.markup, wide.markup), { wide: route, phone });
  return { markup, title: wide.title, css: twinSwitchCss() };
}

const GLOBAL_STYLE = /<style data-emotion="css-global [^"]*"[^>]*>[^<]*<\/style>/g;

/**
 * `markup` without the global style elements `earlier` already holds, word for word. Emotion
 * writes a <Global>'s rules in every server render, even with a cache the render shares (Chakra's
 * global sheet, about 42 KB, would be in the file twice); in the browser emotion moves every such
 * element into <head> before hydration and adopts the first of a name, so one is enough.
 */
export function withoutRepeatedGlobals(markup, earlier) {
  const written = new Set(earlier.match(GLOBAL_STYLE) ?? []);
  return markup.replace(GLOBAL_STYLE, (element) => (written.has(element) ? '' : element));
}

/**
 * Builds the server entry and writes `routes` into `distDir`. `preloads`: each route's chunks to
 * preload (route -> [{ href, media? }]), from the browser pass of scripts/prerender.mjs. A route
 * with a `phone` twin gets both pages (`renderServerPage`).
 */
export async function ssrPrerender(
  distDir,
  { routes = PRERENDER_ROUTES, preloads = new Map(), mode = 'production', log = console.log } = {},
) {
  const dir = resolve(distDir);
  // Computed here, not at import: the unit test imports this module where import.meta.url is no file URL.
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outDir = resolve(root, SERVER_OUT_DIR);
  const { build } = await import('vite');
  const started = Date.now();
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/app/server.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  log(`ssr: server bundle built in ${Date.now() - started} ms`);
  // A fresh module instance per build (the URL differs), not one Node cached from an earlier run.
  const server = await import(`${pathToFileURL(join(outDir, 'server.js')).href}?build=${Date.now()}`);
  const shell = readFileSync(join(dir, SHELL_FILE), 'utf8');
  const written = [];
  for (const { route, file, phone } of routes) {
    const t = Date.now();
    const page = await renderServerPage(server, { route, phone });
    const html = composeServerPage(shell, { ...page, preloads: preloads.get(route) });
    writeFileSync(join(dir, file), html);
    written.push({ route, file, bytes: Buffer.byteLength(html) });
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    log(
      `ssr: ${route.padEnd(11)} -> ${file.padEnd(16)} ${kb(Buffer.byteLength(html))}, ${kb(gzipSync(html, { level: 9 }).length)} gzip in ${Date.now() - t} ms`,
    );
  }
  return written;
}
