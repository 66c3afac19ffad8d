/**
 * One page load measured in headless Chromium (playwright-core, Debian's /usr/bin/chromium):
 * FCP, LCP, the moments the page's main heading is visible, its form is in the DOM and the app has
 * rendered the page (taken a prerendered page over), long tasks, total blocking time (from the
 * first paint on, as Lighthouse counts it: blocking-time.mjs), layout shift, the JS and CSS
 * fetched before the app's render, the requests before the first paint and the number of
 * requests until the network is quiet.
 */
// The functions handed to page.evaluate/addInitScript run in the browser, not in Node.
/* global window, document, requestAnimationFrame, MutationObserver */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_RENDERED_SELECTOR, DESKTOP_VIEWPORT } from './first-load.mjs';
import { totalBlockingTime } from './blocking-time.mjs';

/** The throttled profile, a slow phone on slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower. */
export const THROTTLED = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
};

export const PROFILES = {
  unthrottled: null,
  throttled: THROTTLED,
  /** The throttled profile on a phone's screen (Lighthouse's mobile size): the phone twins' pages. */
  phone: { ...THROTTLED, viewport: { width: 412, height: 823 } },
};

/** What "main content visible" waits for: the page's h1 inside the layout's <main>. */
export const MAIN_CONTENT_SELECTOR = 'main h1';

/**
 * What the probe watches: the main heading visible, a form of the page in the DOM (the login
 * form of /login), and the app's own render (in a prerendered page, once the app has taken `#root`
 * over; first-load.mjs APP_RENDERED_SELECTOR).
 */
const PROBE_SELECTORS = { main: MAIN_CONTENT_SELECTOR, form: 'main form', app: APP_RENDERED_SELECTOR };

/**
 * Installed before any page script (addInitScript): observers for LCP and long tasks, and a
 * per-frame check that records when the main heading is first laid out and visible. The
 * function is serialised into the page, so it may only use what the page has.
 */
function pageProbe(selectors) {
  const probe = { lcp: 0, longTasks: [], cls: 0, mainVisibleAt: null, formAt: null, appAt: null };
  Object.defineProperty(window, '__bench', { value: probe });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) probe.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // An engine without these entry types reports zeros rather than failing the run.
  }
  const laidOut = (el) => {
    const rect = el?.getBoundingClientRect();
    return Boolean(
      el && rect.width > 0 && rect.height > 0 && (el.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true),
    );
  };
  // A form counts from the moment it is in the DOM (parsed from the HTML, or rendered by the app).
  const formObserver = new MutationObserver(() => {
    if (probe.formAt == null && document.querySelector(selectors.form)) probe.formAt = performance.now();
    if (probe.formAt != null) formObserver.disconnect();
  });
  formObserver.observe(document, { childList: true, subtree: true });
  const check = () => {
    const now = performance.now();
    if (probe.mainVisibleAt == null && laidOut(document.querySelector(selectors.main))) probe.mainVisibleAt = now;
    if (probe.formAt == null && document.querySelector(selectors.form)) probe.formAt = now;
    if (probe.appAt == null && laidOut(document.querySelector(selectors.app))) probe.appAt = now;
    if (probe.mainVisibleAt == null || probe.appAt == null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 500;

/** Requests of a page: how many so far, and a wait for a quiet network. */
function trackNetwork(page) {
  let started = 0;
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    started += 1;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    count: () => started,
    idle: () => inFlight === 0,
    quiet: async (quietMs, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((ok) => setTimeout(ok, 50));
      }
    },
  };
}

/**
 * Waits until the page is done: the network quiet for QUIET_MS and, once the main thread has
 * drained (an evaluate runs only after any long task, one frame later), still no new request.
 * Under 4x CPU a page can be silent on the network for a second while it evaluates scripts and
 * then fetch its content: a quiet network alone would end the measurement too early.
 */
async function settle(page, network, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await network.quiet(QUIET_MS, deadline - Date.now());
    const before = network.count();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    await new Promise((ok) => setTimeout(ok, QUIET_MS));
    if (network.count() === before && network.idle()) return;
  }
}

const gzipCache = new Map();
/** gzip -9 size of a dist file, as the budget counts it (null when the file is not in dist). */
function distGzipSize(distDir, pathname) {
  const key = `${distDir}:${pathname}`;
  if (!gzipCache.has(key)) {
    let size;
    try {
      size = gzipSync(readFileSync(join(distDir, decodeURIComponent(pathname))), { level: 9 }).length;
    } catch {
      size = null;
    }
    gzipCache.set(key, size);
  }
  return gzipCache.get(key);
}

/**
 * Loads `baseUrl + route` once in a fresh context (cold cache) and returns its figures in ms and
 * bytes. `profile` null is unthrottled; `cookies` are set before the load (a logged-in session).
 */
export async function measureLoad(browser, { baseUrl, route, distDir, profile = null, cookies = [], timeoutMs = 60_000 }) {
  const context = await browser.newContext({ viewport: profile?.viewport ?? DESKTOP_VIEWPORT, locale: 'zh-CN' });
  try {
    if (cookies.length > 0) await context.addCookies(cookies.map((c) => ({ url: baseUrl, ...c })));
    const page = await context.newPage();
    await page.addInitScript(pageProbe, PROBE_SELECTORS);
    if (profile) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.downloadBytesPerSecond,
        uploadThroughput: profile.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    }
    const network = trackNetwork(page);

    await page.goto(baseUrl + route, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(() => window.__bench?.mainVisibleAt != null && window.__bench?.appAt != null, null, {
      timeout: timeoutMs,
      polling: 100,
    });
    // The heading is found before the frame that shows it is painted: wait for that paint, then
    // for late work (lazy chunks, API answers, LCP candidates, long tasks) before reading.
    // Playwright's 'networkidle' cannot serve here: under 4x CPU it often fires while the
    // scripts are still being evaluated, i.e. before the page has rendered anything.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: timeoutMs,
      polling: 100,
    });
    await settle(page, network, timeoutMs);
    const requests = network.count();

    const figures = await page.evaluate((origin) => {
      const probe = window.__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      // What the app needed to render the page itself (in a prerendered page, to take it over).
      const early = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= probe.appAt && e.name.startsWith(origin))
        .map((e) => new URL(e.name).pathname)
        .filter((p) => /\.(js|css)$/.test(p));
      const firstPaintRequests = 1 + performance.getEntriesByType('resource').filter((e) => e.renderBlockingStatus === 'blocking').length;
      return {
        fcp,
        lcp: probe.lcp || null,
        main: probe.mainVisibleAt,
        form: probe.formAt,
        app: probe.appAt,
        longTasks: probe.longTasks,
        cls: probe.cls,
        firstPaintRequests,
        early,
      };
    }, new URL(baseUrl).origin);

    const sizes = (ext) => figures.early.filter((p) => p.endsWith(ext)).reduce((sum, p) => sum + (distGzipSize(distDir, p) ?? 0), 0);
    return {
      route,
      jsGzip: sizes('.js'),
      cssGzip: sizes('.css'),
      earlyFiles: figures.early.length,
      requests,
      fcp: figures.fcp,
      lcp: figures.lcp,
      main: figures.main,
      form: figures.form,
      app: figures.app,
      longTasks: figures.longTasks.length,
      longTaskMs: figures.longTasks.reduce((sum, t) => sum + t.duration, 0),
      tbt: totalBlockingTime(figures.longTasks, figures.fcp),
      tbtAll: totalBlockingTime(figures.longTasks, null),
      cls: figures.cls,
      firstPaintRequests: figures.firstPaintRequests,
    };
  } finally {
    await context.close();
  }
}
