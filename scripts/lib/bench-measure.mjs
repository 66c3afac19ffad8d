/**
 * One page load measured in headless Chromium (playwright-core, Debian's /usr/bin/chromium):
 * FCP, LCP, the moment the page's main heading is visible, long tasks, the JS and CSS fetched
 * before that moment and the number of requests until the network is quiet.
 */
// The functions handed to page.evaluate/addInitScript run in the browser, not in Node.
/* global window, document, requestAnimationFrame */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The throttled profile of issue 8: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower. */
export const THROTTLED = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
};

export const PROFILES = {
  unthrottled: null,
  throttled: THROTTLED,
};

/** What "main content visible" waits for: the page's h1 inside the layout's <main>. */
export const MAIN_CONTENT_SELECTOR = 'main h1';

/**
 * Installed before any page script (addInitScript): observers for LCP and long tasks, and a
 * per-frame check that records when the main heading is first laid out and visible. The
 * function is serialised into the page, so it may only use what the page has.
 */
function pageProbe(selector) {
  const probe = { lcp: 0, longTasks: 0, longTaskMs: 0, mainVisibleAt: null };
  Object.defineProperty(window, '__bench', { value: probe });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        probe.longTasks += 1;
        probe.longTaskMs += entry.duration;
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // An engine without these entry types reports zeros rather than failing the run.
  }
  const check = () => {
    const el = document.querySelector(selector);
    const rect = el?.getBoundingClientRect();
    const visible = el && rect.width > 0 && rect.height > 0 && (el.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
    if (visible) probe.mainVisibleAt = performance.now();
    else requestAnimationFrame(check);
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
    let size = null;
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
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  try {
    if (cookies.length > 0) await context.addCookies(cookies.map((c) => ({ url: baseUrl, ...c })));
    const page = await context.newPage();
    await page.addInitScript(pageProbe, MAIN_CONTENT_SELECTOR);
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
    await page.waitForFunction(() => window.__bench?.mainVisibleAt != null, null, { timeout: timeoutMs, polling: 100 });
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
      const early = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= probe.mainVisibleAt && e.name.startsWith(origin))
        .map((e) => new URL(e.name).pathname)
        .filter((p) => /\.(js|css)$/.test(p));
      return { fcp, lcp: probe.lcp || null, main: probe.mainVisibleAt, longTasks: probe.longTasks, longTaskMs: probe.longTaskMs, early };
    }, new URL(baseUrl).origin);

    const sizes = (ext) =>
      figures.early.filter((p) => p.endsWith(ext)).reduce((sum, p) => sum + (distGzipSize(distDir, p) ?? 0), 0);
    return {
      route,
      jsGzip: sizes('.js'),
      cssGzip: sizes('.css'),
      earlyFiles: figures.early.length,
      requests,
      fcp: figures.fcp,
      lcp: figures.lcp,
      main: figures.main,
      longTasks: figures.longTasks,
      longTaskMs: figures.longTaskMs,
    };
  } finally {
    await context.close();
  }
}
