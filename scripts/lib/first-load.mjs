/**
 * What a route really loads, measured in Debian Chromium, at two moments:
 * - first paint: the document and whatever blocks rendering (Resource Timing's
 *   `renderBlockingStatus`); a prerendered page (scripts/prerender.mjs) paints from these alone;
 * - the app's first render: every request started until the app itself shows the page's main
 *   heading (in a prerendered page, once the app has taken `#root` over), and the JS and CSS among
 *   them, sized as gzip (level 9) from the files in dist/. This counts the route's own lazy
 *   chunks, which a static import walk misses.
 */
// The functions handed to page.evaluate/addInitScript run in the browser, not in Node.
/* global window, document, requestAnimationFrame */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The app has rendered the page: its main heading, in a `#root` that is not the prerendered one. */
export const APP_RENDERED_SELECTOR = '#root:not([data-prerendered]) main h1';

/** Where a load is measured unless a profile says otherwise (a laptop's screen). */
export const DESKTOP_VIEWPORT = { width: 1366, height: 768 };

export async function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Installed before the page's scripts: the time of the first frame in which the app's heading is laid out. */
function appRenderedProbe(selector) {
  const probe = { appRenderedAt: null };
  Object.defineProperty(window, '__firstLoad', { value: probe });
  const check = () => {
    const el = document.querySelector(selector);
    const rect = el?.getBoundingClientRect();
    if (rect && rect.width > 0 && rect.height > 0) probe.appRenderedAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const gzipOf = (distDir, path) => gzipSync(readFileSync(join(distDir, decodeURIComponent(path))), { level: 9 }).length;

/**
 * Loads `route` once in a fresh page and returns
 * - `firstPaint`: `{ prerendered, requests, files: [{ path, gzip }], gzip }`: the document and
 *   the render-blocking JS/CSS (gzip of the HTML as served from dist/ counted too);
 * - `files`, `gzip`, `requests`: the JS+CSS files (gzip -9) and the number of requests (document,
 *   chunks, API calls) started before the app's first render.
 */
export async function measureFirstLoad(browser, baseUrl, distDir, route) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(appRenderedProbe, APP_RENDERED_SELECTOR);
    const response = await page.goto(baseUrl + route, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    await page.waitForFunction(() => window.__firstLoad?.appRenderedAt != null, null, { timeout: 30_000, polling: 100 });
    const seen = await page.evaluate((origin) => {
      const at = window.__firstLoad.appRenderedAt;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= at)
        .map((e) => ({
          path: e.name.startsWith(origin) ? new URL(e.name).pathname : e.name,
          blocking: e.renderBlockingStatus === 'blocking',
        }));
    }, new URL(baseUrl).origin);
    const isCode = (path) => /\.(js|css)$/.test(path) && path.startsWith('/');
    const files = seen.filter((e) => isCode(e.path)).map((e) => ({ path: e.path, gzip: gzipOf(distDir, e.path) }));
    const blocking = seen.filter((e) => e.blocking && isCode(e.path)).map((e) => ({ path: e.path, gzip: gzipOf(distDir, e.path) }));
    const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length;
    return {
      files,
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      requests: seen.length + 1,
      firstPaint: {
        prerendered: /<div id="root" data-prerendered>[\s\S]*<h1\b/.test(html),
        files: blocking,
        requests: blocking.length + 1,
        gzip: htmlGzip + blocking.reduce((sum, f) => sum + f.gzip, 0),
      },
    };
  } finally {
    await context.close();
  }
}
