#!/usr/bin/env node
/**
 * The prerendered entry routes (docs/adr/0003-first-paint.md): which they are, how their page is
 * put into the shell, and the build's browser pass. After `vite build` the bare index.html is kept
 * as `dist/shell.html` (the SPA fallback of every other route, deploy/nginx.conf `try_files $uri
 * $uri.html $uri/ /shell.html`); then each route, and its phone twin at a phone's width, is loaded
 * in headless Chromium with every /api call left unanswered, and the script files it asked for
 * before its first screen was up are recorded: the chunks its page preloads. The pages themselves
 * are rendered by react-dom (scripts/ssr-prerender.mjs), which the production build runs next.
 *
 * Usage: node scripts/prerender.mjs [distDir=dist]. Without Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) it warns and leaves dist/ as the SPA it is; PRERENDER=0 skips it as well.
 */
/* global location */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The public entry routes and the file each becomes. `phone`: the route's phone twin, which the
 * router shows instead at 768 px and less (SPEC §2, the `mobileTwin` of the route's staticData);
 * the file then holds both pages, and a media query shows the one the router will.
 */
export const PRERENDER_ROUTES = [
  { route: '/', file: 'index.html' },
  { route: '/login', file: 'login.html' },
  { route: '/agentLogin', file: 'agentLogin.html' },
  { route: '/experts', file: 'experts.html', phone: '/mobile/experts' },
  { route: '/news', file: 'news.html' },
];

/** The viewports of the browser pass: desktop, and a phone for the phone twins (src/app/router/viewport.ts: <= 768 px is small). */
const WIDE_VIEWPORT = { width: 1366, height: 768 };
const PHONE_VIEWPORT = { width: 375, height: 812 };
const SMALL_VIEWPORT_QUERY = '(max-width: 768px)';

/**
 * The phone pages' root font size as CSS (SPEC §9: scaled by width / 375): what the mobile layout
 * sets from script (src/shared/lib/viewport-scale, `mobileRootFontPx`: 16 px at 375 px, within
 * 14-20 px). Without it a prerendered phone page would paint at 16 px on every phone and grow or
 * shrink when the app takes over (about 10 % on a 412 px phone). prerender.test.ts checks it
 * against `mobileRootFontPx`.
 */
export const PHONE_ROOT_FONT_SIZE = 'clamp(14px, 4.26667vw, 20px)';

/** The SPA's bare page: what every route without a prerendered file is answered with. */
export const SHELL_FILE = 'shell.html';

/** Pages loaded at once. */
const CONCURRENCY = 3;

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell with `markup` inside `#root` (marked `data-prerendered`, which main.tsx reads), `head`
 * before the scripts and modulepreloads (the HTML's bytes that paint come first on the wire, and
 * the browser discovers the app's chunks only after them), the page's title, and a modulepreload
 * for each of the page's own `preloads` (see `preloadLinks`) after the shell's.
 */
export function fillShell(shell, { markup, head, title, preloads = [] }) {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`the shell has no ${EMPTY_ROOT}`);
  const html = shell.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered>${markup}</div>${PAGE_END}`);
  const links = preloadLinks(preloads);
  const withLinks = links ? html.replace(/\s*<\/head>/, (end) => `\n${links}${end}`) : html;
  return withTitle(insertBeforeScripts(withLinks, `${head}\n    ${WHOLE_PAGE_FIRST}\n    `), title);
}

/**
 * The browser paints the page only once its markup is parsed to the end (HTML's render-blocking
 * `<link rel="expect">`): a first paint of half a page moved what the rest then filled in, such
 * as a filter bar's fields when its buttons arrived (a layout shift).
 */
const PAGE_END = '<template id="prerender-end"></template>';
const WHOLE_PAGE_FIRST = '<link rel="expect" href="#prerender-end" blocking="render">';

/**
 * `<link rel="modulepreload">` for the script files a page asks for before its first screen is
 * up beyond the shell's own (`ownPreloads`). Without them the browser finds a route's chunks only
 * after the entry has run, then their imports only after those arrive: a chain of round trips
 * before the page works. A preload with `media` (the phone twin's) is fetched only where the
 * media query matches. At low priority: nothing of them is needed for the first paint, and the
 * entry and the framework chunk (the shell's, high) come first; Lighthouse otherwise counts a
 * preload that finished before the paint as blocking it (ADR 0008).
 */
export function preloadLinks(preloads) {
  return preloads
    .map(
      ({ href, media }) =>
        `    <link rel="modulepreload" crossorigin href="${href}" fetchpriority="low"${media ? ` media="${media}"` : ''}>`,
    )
    .join('\n');
}

/**
 * Of the scripts a page asked for before its first screen was up (recorded by `recordScripts` in
 * the build's browser: the route's chunks and what they import), those the shell does not already
 * load or preload.
 */
export function ownPreloads(shell, preloads) {
  return preloads.filter(({ href }) => !shell.includes(`"${href}"`));
}

function insertBeforeScripts(html, style) {
  const firstScript = html.search(/<(script|link rel="modulepreload")\b/);
  const head = html.indexOf('</head>');
  return firstScript !== -1 && firstScript < head
    ? html.slice(0, firstScript) + style + html.slice(firstScript)
    : html.replace('</head>', () => `${style}</head>`);
}

function withTitle(html, title) {
  return title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`) : html;
}

/**
 * The chunks to preload for a route, from the scripts its page asked for (`wide`) and its phone
 * twin's (`phone`), if it has one: those of one of them alone only where that one shows.
 */
export function pagePreloads(wide, phone) {
  if (!phone) return wide.map((href) => ({ href }));
  const inWide = new Set(wide);
  const inPhone = new Set(phone);
  return [...new Set([...wide, ...phone])].map((href) => {
    if (inWide.has(href) && inPhone.has(href)) return { href };
    return { href, media: inWide.has(href) ? `not all and ${SMALL_VIEWPORT_QUERY}` : SMALL_VIEWPORT_QUERY };
  });
}

/**
 * A page and its phone twin in one `#root`, each in a wrapper that `twinSwitchCss` shows only
 * where the router would show that page, and that names the page's path (`data-prerender-path`,
 * which main.tsx reads to keep the one the router resolved).
 */
export function twinMarkup(wideMarkup, phoneMarkup, { wide, phone }) {
  return `<div data-prerender-wide data-prerender-path="${wide}">${wideMarkup}</div><div data-prerender-phone data-prerender-path="${phone}">${phoneMarkup}</div>`;
}

/**
 * The media queries that show one of `twinMarkup`'s pages, and where the twin shows, the phone
 * layout's root font size (which the mobile layout sets from script once the app runs).
 */
export function twinSwitchCss() {
  return `@media ${SMALL_VIEWPORT_QUERY}{[data-prerender-wide]{display:none!important}html{font-size:${PHONE_ROOT_FONT_SIZE}}}@media not all and ${SMALL_VIEWPORT_QUERY}{[data-prerender-phone]{display:none!important}}`;
}

function escapeText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Inside the page: the paths of the same-origin script files it has asked for, in request order. */
function requestedScripts() {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
    .map((url) => url.pathname);
}

/**
 * Loads `route` in `browser` served at `baseUrl` and returns the same-origin script files the
 * page asked for until its first screen was up (its main heading, rendered by the app).
 */
async function recordScripts(browser, baseUrl, route, viewport = WIDE_VIEWPORT) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // API calls are held for ever: the first screen is the page with its sections loading.
    await page.route(/\/api(\/|$)/, () => {});
    await page.goto(baseUrl + route, { waitUntil: 'load' });
    // The app's own render (a page of an earlier build may have been served and hydrated).
    await page.locator('#root:not([data-prerendered]) main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
    const scripts = await page.evaluate(requestedScripts);
    const path = new URL(page.url()).pathname;
    if (path !== route) throw new Error(`${route} ended on ${path}`);
    if (problems.length > 0) throw new Error(`${route}: ${problems.join('; ')}`);
    return scripts;
  } finally {
    await context.close();
  }
}

/**
 * Prerenders `routes` into `distDir`: the browser pass records each page's chunks, then
 * scripts/ssr-prerender.mjs renders and writes the pages. Returns the pages written, or null when
 * skipped (no Chromium, or PRERENDER=0) with the reason printed as a warning.
 */
export async function prerender(distDir, { routes = PRERENDER_ROUTES, mode = 'production', log = console.log } = {}) {
  const dir = resolve(distDir);
  const shellPath = join(dir, SHELL_FILE);
  const indexPath = join(dir, 'index.html');
  // The shell is index.html as vite wrote it, or, when index.html is already prerendered (a second
  // run over the same build), the shell that run kept. It is written even when nothing is
  // prerendered: the server's fallback names it.
  const index = readFileSync(indexPath, 'utf8');
  const shell = index.includes(EMPTY_ROOT) || !existsSync(shellPath) ? index : readFileSync(shellPath, 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`${indexPath} is not the SPA shell (no ${EMPTY_ROOT})`);
  writeFileSync(shellPath, shell);
  if (process.env.PRERENDER === '0') {
    console.warn('prerender: skipped (PRERENDER=0); the build is the bare SPA');
    return null;
  }
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    console.warn('prerender: skipped (playwright-core is not installed); the build is the bare SPA');
    return null;
  }
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.warn(
      `prerender: skipped, no Chromium at ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH); the build is the bare SPA`,
    );
    return null;
  }
  writeFileSync(indexPath, shell); // the static server's fallback while rendering

  const { serveStatic } = await import('./lib/static-server.mjs');
  const { CHROMIUM_ARGS } = await import('./lib/first-load.mjs');
  const server = await serveStatic(dir, { gzip: false });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const preloads = new Map();
  const queue = [...routes];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { route, phone } = next;
      const started = Date.now();
      const wide = await recordScripts(browser, server.url, route);
      const twin = phone ? await recordScripts(browser, server.url, phone, PHONE_VIEWPORT) : undefined;
      const own = ownPreloads(shell, pagePreloads(wide, twin));
      preloads.set(route, own);
      log(
        `prerender: ${route.padEnd(11)} ${own.length} chunks to preload${phone ? ` (with ${phone}'s below 769 px)` : ''}, found in ${Date.now() - started} ms`,
      );
    }
  };
  try {
    // A few pages at once: the pass's time is mostly waiting for chunks and frames.
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, routes.length) }, worker));
  } finally {
    await browser.close();
    await server.close();
  }
  const { ssrPrerender } = await import('./ssr-prerender.mjs');
  return ssrPrerender(dir, { routes, preloads, mode, log });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prerender(process.argv[2] ?? 'dist');
}
