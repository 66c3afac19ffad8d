#!/usr/bin/env node
/**
 * Build-time prerender of the public entry routes (docs/adr/0003-first-paint.md). After `vite build`, serves dist/, loads each route in headless Chromium with
 * every /api call left unanswered (data sections stay in their skeletons; the production bundle
 * has no mocks) and the account area neutral (the page is told it is being prerendered), and
 * writes `dist/<route>.html`: index.html with the rendered `#root` markup and the emotion rules
 * that markup uses, inlined as one `<style>`. The SPA then mounts beside it and swaps it in once
 * the router has rendered (src/app/main.tsx), so the page paints from HTML+CSS before any script.
 *
 * The bare index.html is kept as `dist/shell.html`: the SPA fallback of every other route
 * (deploy/nginx.conf `try_files $uri $uri.html $uri/ /shell.html`).
 *
 * Usage: node scripts/prerender.mjs [distDir=dist]. Without Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) it warns and leaves dist/ as the SPA it is; PRERENDER=0 skips it as well.
 */
/* global window, document, location, requestAnimationFrame, CSSStyleSheet */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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

/** The viewports of the renders: desktop, and a phone for the phone twins (src/app/router/viewport.ts: <= 768 px is small). */
const WIDE_VIEWPORT = { width: 1366, height: 768 };
const PHONE_VIEWPORT = { width: 375, height: 812 };
const SMALL_VIEWPORT_QUERY = '(max-width: 768px)';

/**
 * The phone pages' root font size as CSS (SPEC §9: scaled by width / 375): what the mobile layout
 * sets from script (src/shared/lib/viewport-scale, `mobileRootFontPx`: 16 px at 375 px, within
 * 14-20 px). The phone twin was rendered at 375 px; without this a prerendered phone page would
 * paint at 16 px on every phone and grow or shrink when the app takes over (about 10 % on a
 * 412 px phone). prerender.test.ts checks it against `mobileRootFontPx`.
 */
export const PHONE_ROOT_FONT_SIZE = 'clamp(14px, 4.26667vw, 20px)';

/** The SPA's bare page: what every route without a prerendered file is answered with. */
export const SHELL_FILE = 'shell.html';

/** The flag the app reads (src/widgets/header/ui/account-entry.tsx): render the neutral account area. */
const PRERENDER_FLAG = '__PRERENDER__';

/** Pages rendered at once. */
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
 * Of the scripts a page asked for before its first screen was up (recorded by `renderRoute` in
 * the build's browser: the route's chunks and what they import), those the shell does not already
 * load or preload.
 */
export function ownPreloads(shell, preloads) {
  return preloads.filter(({ href }) => !shell.includes(`"${href}"`));
}

/** A snapshot's page: its markup and, in the head, its critical CSS. */
export function composePage(shell, { markup, css, title, preloads }) {
  return fillShell(shell, { markup, head: `<style id="prerender-css">${css}</style>`, title, preloads });
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
 * One page from the renders of a route: `wide` alone, or with the phone twin's render `phone`
 * (see `twinMarkup`). Rules both renders use are written once, in the order they were first
 * inserted.
 */
export function pageOf(wide, phone, paths = {}) {
  if (!phone)
    return { markup: wide.markup, css: wide.rules.join(''), title: wide.title, preloads: (wide.scripts ?? []).map((href) => ({ href })) };
  const rules = [...new Set([...wide.rules, ...phone.rules])];
  return {
    markup: twinMarkup(wide.markup, phone.markup, paths),
    css: rules.join('') + twinSwitchCss(Boolean(phone.rootFontSize)),
    title: wide.title,
    preloads: twinPreloads(wide.scripts ?? [], phone.scripts ?? []),
  };
}

/**
 * A page and its phone twin in one `#root`, each in a wrapper that `twinSwitchCss` shows only
 * where the router would show that page, and that names the page's path (`data-prerender-path`,
 * which main.tsx reads to keep the one the router resolved).
 */
export function twinMarkup(wideMarkup, phoneMarkup, { wide = '', phone = '' } = {}) {
  return `<div data-prerender-wide data-prerender-path="${wide}">${wideMarkup}</div><div data-prerender-phone data-prerender-path="${phone}">${phoneMarkup}</div>`;
}

/**
 * The media queries that show one of `twinMarkup`'s pages; with `phoneRootScale`, the phone
 * layout's root font size (set from script once the app runs) where the twin shows.
 */
export function twinSwitchCss(phoneRootScale) {
  const phoneRoot = phoneRootScale ? `html{font-size:${PHONE_ROOT_FONT_SIZE}}` : '';
  return `@media ${SMALL_VIEWPORT_QUERY}{[data-prerender-wide]{display:none!important}${phoneRoot}}@media not all and ${SMALL_VIEWPORT_QUERY}{[data-prerender-phone]{display:none!important}}`;
}

/** The scripts of both renders: those of one render alone only where that render shows. */
function twinPreloads(wideScripts, phoneScripts) {
  const inWide = new Set(wideScripts);
  const inPhone = new Set(phoneScripts);
  return [...new Set([...wideScripts, ...phoneScripts])].map((href) => {
    if (inWide.has(href) && inPhone.has(href)) return { href };
    return { href, media: inWide.has(href) ? `not all and ${SMALL_VIEWPORT_QUERY}` : SMALL_VIEWPORT_QUERY };
  });
}

const CUSTOM_PROPERTY = /(--[\w-]+)\s*:([^;{}]*)(;|(?=\}))/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const references = (text) => [...text.matchAll(VAR_REFERENCE)].map((m) => m[1]);

/**
 * Drops the custom properties that nothing on the page reads: Chakra declares every token of the
 * theme (about 530) on :root, a page uses about 130. Kept: those a rule or the markup reads with
 * var(), and, transitively, those their values read. About a third of a page's CSS; the app
 * inserts the full set again when it takes over.
 */
export function pruneCustomProperties(css, markup = '') {
  const declared = new Map();
  for (const [, name, value] of css.matchAll(CUSTOM_PROPERTY)) declared.set(name, [...(declared.get(name) ?? []), value]);
  const read = new Set();
  const queue = [...references(css.replace(CUSTOM_PROPERTY, '')), ...references(markup)];
  for (let name = queue.pop(); name; name = queue.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const value of declared.get(name) ?? []) queue.push(...references(value));
  }
  return css.replace(CUSTOM_PROPERTY, (declaration, name) => (read.has(name) ? declaration : ''));
}

function escapeText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Installed before the page's scripts: keeps the text of every rule inserted with insertRule.
 * Emotion inserts that way in production (its <style> elements stay empty), and the CSSOM cannot
 * give the text back: a rule's cssText drops shorthands written with var() (Chakra's
 * `background: var(--bg-currentcolor)` comes back as `background-color: ;`).
 */
function recordInsertedRules(flag) {
  Object.defineProperty(window, flag, { value: true });
  const texts = new WeakMap();
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function recordedInsertRule(rule, index) {
    const at = insertRule.call(this, rule, index);
    if (!texts.has(this)) texts.set(this, []);
    texts.get(this).splice(at, 0, rule);
    return at;
  };
  Object.defineProperty(window, '__prerenderRuleTexts', { value: texts });
}

/**
 * Inside the page (serialised by page.evaluate): the markup of #root and the text of the rules
 * of the page's own style sheets, in document order. Forms are made `inert` in the copy: before
 * the app has mounted they cannot work, and text typed into them would be lost when the app
 * takes over.
 */
function capture() {
  const root = document.getElementById('root');
  const copy = root.cloneNode(true);
  for (const form of copy.querySelectorAll('form')) form.setAttribute('inert', '');
  const texts = window.__prerenderRuleTexts;
  // Emotion's sheets in document order: Chakra's global one (layer order, preflight, tokens) first.
  const rules = [];
  let lossy = 0;
  for (const sheet of document.styleSheets) {
    // A built .css file stays a <link> of the shell; an earlier prerender's CSS is not the app's.
    if (sheet.href || sheet.ownerNode?.id === 'prerender-css') continue;
    const inserted = texts.get(sheet);
    if (inserted && inserted.length === sheet.cssRules.length) rules.push(...inserted);
    else if (!inserted && sheet.ownerNode?.textContent) rules.push(sheet.ownerNode.textContent);
    else {
      lossy += 1;
      for (const rule of sheet.cssRules) rules.push(rule.cssText);
    }
  }
  return {
    markup: copy.innerHTML,
    rules,
    title: document.title,
    // The root font size the page set from script (the mobile layout's scale), '' when none.
    rootFontSize: document.documentElement.style.fontSize,
    lossy,
  };
}

/** Inside the page: the paths of the same-origin script files it has asked for, in request order. */
function requestedScripts() {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
    .map((url) => url.pathname);
}

/** Waits until no request but the (never answered) API calls has been in flight for `quietMs`. */
async function settled(page, pending, quietMs = 500, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`still loading after ${timeoutMs} ms: ${[...pending].join(', ')}`);
}

/** Renders one route in `browser` served at `baseUrl`: `{ markup, rules, title }`. */
export async function renderRoute(browser, baseUrl, route, viewport = WIDE_VIEWPORT) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(recordInsertedRules, PRERENDER_FLAG);
    // API calls are held for ever: every data section shows its skeleton, none its error state.
    await page.route(/\/api(\/|$)/, () => {});
    const pending = new Set();
    page.on('request', (request) => {
      if (!/\/api(\/|$)/.test(new URL(request.url()).pathname)) pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    await page.goto(baseUrl + route, { waitUntil: 'load' });
    // The app's own render (a stale prerendered file of an earlier run may have been served).
    await page.locator('#root:not([data-prerendered]) main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
    // What the page needed for its first screen, before later work (idle preloads) adds more.
    const scripts = await page.evaluate(requestedScripts);
    await settled(page, pending);
    // Two frames: effects of the last chunk's render (emotion's insertions) have run.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const path = new URL(page.url()).pathname;
    if (path !== route) throw new Error(`${route} ended on ${path}`);
    if (problems.length > 0) throw new Error(`${route}: ${problems.join('; ')}`);
    const result = await page.evaluate(capture);
    if (result.lossy > 0)
      throw new Error(`${route}: ${result.lossy} style sheet(s) changed by other means than insertRule; their text cannot be read back`);
    return { ...result, scripts };
  } finally {
    await context.close();
  }
}

/**
 * Prerenders PRERENDER_ROUTES into `distDir`. Returns the files written, or null when skipped
 * (no Chromium, or PRERENDER=0) with the reason printed as a warning.
 */
export async function prerender(distDir, { routes = PRERENDER_ROUTES, log = console.log } = {}) {
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
  const rendered = [];
  const queue = [...routes];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { route, file, phone } = next;
      const started = Date.now();
      const renders = [await renderRoute(browser, server.url, route)];
      if (phone) renders.push(await renderRoute(browser, server.url, phone, PHONE_VIEWPORT));
      rendered.push({ route, file, phone, renders, ms: Date.now() - started });
    }
  };
  try {
    // A few pages at once: the build's time is mostly waiting for chunks and frames.
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, routes.length) }, worker));
  } finally {
    await browser.close();
    await server.close();
  }

  const size = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const written = [];
  for (const { route, file, phone, renders, ms } of rendered) {
    const page = pageOf(renders[0], renders[1], { wide: route, phone });
    const preloads = ownPreloads(shell, page.preloads);
    const html = composePage(shell, { ...page, preloads, css: pruneCustomProperties(page.css, page.markup) });
    writeFileSync(join(dir, file), html);
    written.push({ route, file, bytes: Buffer.byteLength(html), preloads });
    const gzip = gzipSync(html, { level: 9 }).length;
    log(
      `prerender: ${route.padEnd(11)} -> ${file.padEnd(16)} ${size(Buffer.byteLength(html))}, ${size(gzip)} gzip, ${preloads.length} chunks preloaded${phone ? ` (with ${phone} below 769 px)` : ''} in ${ms} ms`,
    );
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prerender(process.argv[2] ?? 'dist');
}
