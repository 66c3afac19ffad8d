import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TAKEOVER_TIMEOUT_MS, loginByApi } from './helpers';

/**
 * The prerendered public entry pages (scripts/prerender.mjs, docs/adr/0003-first-paint.md): each paints its real layout
 * from HTML and CSS before its script runs, with the account area neutral, and the app then takes
 * the page over with no console error, no layout shift and nothing moving, logged out and logged in.
 *
 * Runs on what ships: dist/ behind nginx with deploy/nginx.conf (playwright.config.ts `shipped`).
 */

const distDir = resolve(process.env.SHIPPED_DIST ?? 'dist');
const ROUTES = ['/', '/login', '/agentLogin', '/experts', '/news'];
const FILES: Record<string, string> = { '/': 'index.html' };
const fileOf = (route: string) => FILES[route] ?? `${route.slice(1)}.html`;

let baseUrl = '';

test.beforeEach(({ baseURL }) => {
  baseUrl = baseURL ?? '';
});

/**
 * Installed before any script: records the page's layout shifts from its first frame, and where
 * the landmarks (header, heading, forms, first card) are in the frame in which the app's `#root`
 * replaces the prerendered one (read in the mutation's callback, before anything else can change).
 */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    // The first of each that is displayed: a page prerendered with its phone twin holds both.
    const landmarks = () =>
      ['header', 'main h1', 'main form', 'main form input', 'main .chakra-card__root'].map((selector) => {
        const shown = [...document.querySelectorAll(selector)].find((el) => el.getClientRects().length > 0);
        const box = shown?.getBoundingClientRect();
        return box
          ? `${selector} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`
          : `${selector} -`;
      });
    const shifts: number[] = [];
    const state = { shifts, landmarks, atTakeOver: null as string[] | null };
    Object.defineProperty(window, '__prerender', { value: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (root && !root.hasAttribute('data-prerendered')) {
        state.atTakeOver = landmarks();
        observer.disconnect();
      }
      // A swapped #root is replaced (childList), a hydrated one loses its attribute.
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
  });
}

interface PrerenderProbe {
  shifts: number[];
  landmarks: () => string[];
  atTakeOver: string[] | null;
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prerender: PrerenderProbe }).__prerender.shifts.reduce((sum, v) => sum + v, 0));
const landmarks = (page: Page) => page.evaluate(() => (window as unknown as { __prerender: PrerenderProbe }).__prerender.landmarks());
const landmarksAtTakeOver = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prerender: PrerenderProbe }).__prerender.atTakeOver);

/**
 * Opens `route` with the app's entry script held back: resolves once the prerendered page is on
 * screen, with `release` letting the script through.
 */
async function openBeforeScript(page: Page, route: string) {
  const html = readFileSync(resolve(distDir, fileOf(route)), 'utf8');
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry, `${fileOf(route)} loads the app`).toBeTruthy();
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(`${baseUrl}${entry}`, async (request) => {
    await held;
    await request.continue();
  });
  await page.goto(baseUrl + route, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] main h1').filter({ visible: true })).toBeVisible();
  return release;
}

/**
 * Holds the answers of the pages' lists until `release`. `/news` and `/experts` ask for theirs in
 * their route loaders, beside the page's chunks (shared/api startQuery), so a fast answer can come
 * with the takeover, and the list then replaces its skeletons in that frame (as it would a moment
 * later): the landmarks are compared with the skeletons the takeover itself must not move.
 */
async function holdLists(page: Page) {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/api\/portal\/[\w/]+\/list(\?|$)/, async (request) => {
    await held;
    await request.continue();
  });
  return release;
}

/** The app has taken the page over (TAKEOVER_TIMEOUT_MS says why it may take a while). */
async function appHasTakenOver(page: Page) {
  await expect(page.locator('#root:not([data-prerendered]) main h1')).toBeVisible({ timeout: TAKEOVER_TIMEOUT_MS });
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.locator('#prerender-css')).toHaveCount(0);
  await hasGlobalCss(page);
}

/** Chakra's global CSS (preflight, global styles, tokens) is there: the theme's tokens are defined. */
async function hasGlobalCss(page: Page) {
  const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim());
  expect(brand, 'a token of the theme').toBe('#2a62cc');
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
  // A phone wider than the 375 px the phone twin was rendered at: the root font scales with it.
  { width: 412, height: 915 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      // At 768 px and less /experts is the phone twin's page: the router leaves for /mobile/experts,
      // and experts.html shows the twin's server-rendered markup there, which is hydrated.
      const phoneTwin = route === '/experts' && viewport.width <= 768;

      test(`${route} paints before its script, then the app takes over in place (logged out)`, async ({ page }) => {
        await watchPage(page);
        const releaseLists = await holdLists(page);
        const release = await openBeforeScript(page, route);
        const header = page.getByRole('banner');
        // Neutral account area: its space is held, nothing in it can be seen or reached.
        await expect(header.getByRole('link', { name: '登录', exact: true })).toBeHidden();
        expect(await page.locator('main form:not([inert])').count(), 'prerendered forms are inert').toBe(0);
        const before = await landmarks(page);
        // The page's own heading: experts.html also holds the twin's, hidden by a media query.
        await page
          .locator('main h1')
          .filter({ visible: true })
          .evaluate((h1) => h1.setAttribute('data-from-html', ''));

        release();
        if (phoneTwin) await expect(page).toHaveURL(`${baseUrl}/mobile/experts`);
        await appHasTakenOver(page);
        // Rendered by react-dom at build time: hydrated in place, the very elements of the HTML
        // (React leaves an attribute it did not render alone).
        await expect(page.locator('#root main h1[data-from-html]')).toHaveCount(1);
        // The phone twin's bar has no account area.
        if (!phoneTwin) await expect(header.getByRole('link', { name: '登录', exact: true })).toBeVisible();
        expect(await landmarksAtTakeOver(page), 'the landmarks stay where the prerendered page drew them').toEqual(before);
        releaseLists();
        expect(await layoutShift(page), 'layout shift').toBeLessThan(0.001);
      });
    }
  });
}

test('/news: hydrated in place while its list answers (the answer may come during hydration)', async ({ page }) => {
  // Nothing is held: the list's answer can come while React hydrates the page. A mismatch with the
  // server's markup (the list's skeleton) would be logged as an error, which fails the test
  // (e2e/fixtures.ts).
  await page.goto(`${baseUrl}/news`, { waitUntil: 'commit' });
  await page.locator('#root[data-prerendered] main h1').evaluate((h1) => h1.setAttribute('data-from-html', ''));
  await appHasTakenOver(page);
  await expect(page.locator('#root main h1[data-from-html]')).toHaveCount(1);
  await expect(page.getByText(/^共 \d+ 篇资讯$/)).toBeVisible();
  await expect(page.locator('main form[inert]')).toHaveCount(0);
});

test("/news with filters and a page in its URL: the page of that URL, not the server's page without them", async ({ page }) => {
  await watchPage(page);
  await page.goto(`${baseUrl}/news?keyword=${encodeURIComponent('学术')}&beginTime=2026-01-01&page=2`, { waitUntil: 'commit' });
  await appHasTakenOver(page);
  const filters = page.getByRole('search', { name: '筛选新闻资讯' });
  await expect(filters.getByLabel('关键词')).toHaveValue('学术');
  await expect(filters.getByLabel('开始日期')).toHaveValue('2026-01-01');
  // The server's markup has 重置 disabled (no filter there); hydration would have kept that.
  await expect(filters.getByRole('button', { name: '重置' })).toBeEnabled();
  await expect(page.locator('main form[inert]')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  expect(await layoutShift(page), 'layout shift').toBeLessThan(0.001);
});

test('a page that is not prerendered (shell.html) renders with the global CSS too', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${baseUrl}/check`);
  await expect(page.locator('#root main h1')).toBeVisible();
  await hasGlobalCss(page);
  expect(problems).toEqual([]);
});

/**
 * Pages drawn by the app (shell.html) show skeletons first: when the answers come, nothing in
 * view may move. /check's prices are cards (its skeleton draws cards of their shape); the portal's
 * page is a screen high, so the footer never sits under a skeleton and then jumps (/userIndex);
 * /academic's skeleton has as many rows as it asks for, so the news beside (below, on a phone)
 * stays out of view until they come; a record list's count has a row of its own on a phone.
 */
test.describe('the data arrives after the first render: nothing in view moves', () => {
  const PAGE_DATA: Record<string, RegExp> = {
    '/check': /\/api\/check\/manage\/type\/getConfig/,
    '/userIndex': /\/api\/(center\/summary|center\/records|dict\/data\/type\/)/,
    '/academic': /\/api\/portal\/article\/list/,
    '/checkCenter': /\/api\/(center\/records|dict\/data\/type\/)/,
  };
  const LOGGED_IN = new Set(['/userIndex', '/checkCenter']);
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 375, height: 812 },
  ]) {
    for (const [route, data] of Object.entries(PAGE_DATA)) {
      test(`${route} at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        if (LOGGED_IN.has(route)) {
          await loginByApi(page.context(), baseUrl);
        }
        await watchPage(page);
        let release = () => {};
        const held = new Promise<void>((done) => (release = done));
        await page.route(data, async (request) => {
          await held;
          await request.continue();
        });
        await page.goto(baseUrl + route);
        await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
        release();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('main :is(.chakra-card__root, article, table)').first()).toBeVisible();
        expect(await layoutShift(page), 'layout shift').toBeLessThan(0.001);
      });
    }
  }
});

test.describe("a prerendered page's HTML names every script its first screen needs (the build reads them from its manifests)", () => {
  for (const [route, width] of [...ROUTES.map((r) => [r, 1366] as const), ['/experts', 375] as const]) {
    test(`${route} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const root = document.getElementById('root');
          if (root && !root.hasAttribute('data-prerendered')) {
            Object.defineProperty(window, '__takeOverAt', { value: performance.now() });
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
      });
      // The answers never come: what the page asks for is its code, not what its data brings.
      await page.route(/\/api(\/|$)/, () => {});
      await page.goto(baseUrl + route);
      await page.waitForFunction(() => '__takeOverAt' in window);
      const { asked, named } = await page.evaluate(() => {
        const takeOverAt = (window as unknown as { __takeOverAt: number }).__takeOverAt;
        const resources = performance.getEntriesByType('resource');
        // What the app fetches once idle after its first render, for a fault (preload-app-chunks.ts),
        // is not the page's: on a busy machine that can come before the layouts mark the takeover.
        const idleAt =
          resources.find((entry) => /\/assets\/(toaster|confirm-dialog-view|route-error)-[^/]*\.js$/.test(entry.name))?.startTime ??
          Infinity;
        const asked = resources
          .filter((entry) => entry.startTime < Math.min(takeOverAt, idleAt))
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
          .map((url) => url.pathname);
        const named = [
          ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('script[type="module"][src], link[rel="modulepreload"]'),
        ]
          .filter((el) => !(el instanceof HTMLLinkElement) || !el.media || matchMedia(el.media).matches)
          .map((el) => new URL(el instanceof HTMLLinkElement ? el.href : el.src).pathname);
        return { asked, named };
      });
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((path) => !named.includes(path))).toEqual([]);
    });
  }
});

test('a prerendered page carries its CSS in <head>, emotion’s extraction: every class its markup uses has its rule, the global sheet once', async ({
  request,
}) => {
  for (const route of ROUTES) {
    const html = await (await request.get(baseUrl + route)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    expect(body, `${route}: no <style> in the markup`).not.toContain('<style');
    const named = new Set([...head.matchAll(/<style data-emotion="css ([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' ')));
    const used = new Set(
      [...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)).filter((c) => /^css-[a-z0-9]+$/.test(c)),
    );
    expect(used.size, route).toBeGreaterThan(10);
    expect(
      [...used].filter((c) => !named.has(c.slice(4))),
      `${route}: classes without a rule`,
    ).toEqual([]);
    const globals = [...head.matchAll(/<style data-emotion="css-global ([^"]+)"/g)].map((m) => m[1]);
    expect(globals.length, route).toBeGreaterThan(0);
    expect(new Set(globals).size, `${route}: each global once`).toBe(globals.length);
  }
});

test("the first load's scripts open with V8's compile hint; a route's own chunks do not", async ({ request }) => {
  const html = await (await request.get(`${baseUrl}/login`)).text();
  // Each file once: Chakra's system is both a module script and a modulepreload.
  const firstLoad = [
    ...new Set(
      [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1] ?? ''),
    ),
  ];
  const opening = async (path: string) => (await (await request.get(baseUrl + path)).text()).split('\n', 1)[0];
  const hinted = (await Promise.all(firstLoad.map(opening))).filter((line) => line === '//# allFunctionsCalledOnLoad');
  // The entry, the framework chunk and Chakra's system (the runtime is a few lines and needs none).
  expect(hinted.length, firstLoad.join(', ')).toBe(3);
  const news = await (await request.get(`${baseUrl}/news`)).text();
  const routeChunk = news.match(/<link rel="modulepreload"[^>]*href="([^"]*news[^"]*\.js)"/)?.[1];
  expect(routeChunk, 'a /news chunk among its preloads').toBeTruthy();
  expect(await opening(routeChunk!)).not.toBe('//# allFunctionsCalledOnLoad');
});

/** A module's import of another file, static (`import{a}from"./x.js"`, `import"./x.js"`) or dynamic. */
const IMPORTS_A_FILE = /\bfrom\s*["'`]\.{1,2}\/|\bimport\s*\(|(?:^|[;\n])\s*import\s*["'`{*]/;

test("Chakra's system runs before the rest of the first load has arrived: a module script of its own, before the entry's, that imports no other file", async ({
  request,
}) => {
  for (const route of [...ROUTES, '/shell.html']) {
    const html = await (await request.get(baseUrl + route)).text();
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts, route).toHaveLength(2);
    expect(scripts[0], route).toMatch(/^\/assets\/system-[\w-]+\.js$/);
    expect(scripts[1], route).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const system = await (await request.get(baseUrl + scripts[0])).text();
    // Static or dynamic, an import would make it wait for (or fetch) another file.
    expect(system, `${scripts[0]} imports`).not.toMatch(IMPORTS_A_FILE);
  }
});

test.describe('logged in', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const route of ['/', '/experts', '/news']) {
    test(`${route}: the prerendered header does not say "logged out"; the user menu comes in place`, async ({ page }) => {
      await loginByApi(page.context(), baseUrl);
      await watchPage(page);
      const releaseLists = await holdLists(page);
      const release = await openBeforeScript(page, route);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: '登录', exact: true })).toBeHidden();
      await expect(header.getByRole('link', { name: '机构登录' })).toBeHidden();
      const before = await landmarks(page);

      release();
      await appHasTakenOver(page);
      await expect(header.getByRole('button', { name: /的账户菜单$/ })).toBeVisible();
      await expect(header.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
      expect(await landmarksAtTakeOver(page), 'the landmarks stay where the prerendered page drew them').toEqual(before);
      releaseLists();
      expect(await layoutShift(page), 'layout shift').toBeLessThan(0.001);
    });
  }
});
