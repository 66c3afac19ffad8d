import type { BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { smsLogin } from './helpers';

/*
 * A chunk that cannot be fetched, a network that is gone, a deploy that replaced the
 * files. Requests are routed through the context, not the page, which also sees what a service
 * worker requests.
 */

const CHUNK_TEXT = '页面加载失败，请检查网络后重新加载';
const ENGLISH_ERROR = /Failed to fetch|dynamically imported|Cannot read|undefined|TypeError|ChunkLoadError/;
// Chromium logs each request it could not complete; those are the faults this file injects.
const INJECTED = /^Failed to load resource: (net::ERR_(FAILED|INTERNET_DISCONNECTED|ABORTED)|the server responded with a status of 404)/;

// Fails the test on an uncaught error, a policy violation or a console error that is not an injected fault.
test.use({ expectedConsoleErrors: INJECTED });

const header = (page: Page): Locator => page.getByRole('banner');
/** A request the network drops (what the browser sees of a chunk it could not fetch). */
const refuse = (route: Route) => route.abort('failed');
const main = (page: Page): Locator => page.getByRole('main');

/** What the app fetches once the browser is idle, so that it is there when the network is not. */
const PRELOADED = [/\/route-error-[\w-]+\.js$/, /\/toaster-[\w-]+\.js$/, /\/confirm-dialog-view-[\w-]+\.js$/];

/**
 * Opens `path` and waits until the idle preloads are in. Returns every script fetched so far:
 * "the files this tab already has".
 */
async function firstLoad(page: Page, context: BrowserContext, path = '/'): Promise<Set<string>> {
  const scripts = new Set<string>();
  const collect = (request: Request) => {
    if (request.url().endsWith('.js')) scripts.add(request.url());
  };
  context.on('requestfinished', collect);
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => PRELOADED.every((pattern) => [...scripts].some((url) => pattern.test(url))), { timeout: 15_000 }).toBe(true);
  } finally {
    // What fails later (a 404 is a finished request too) is not a file the tab has.
    context.off('requestfinished', collect);
  }
  return scripts;
}

/** From now on, every script the tab does not have yet fails, as in a tunnel. */
async function failNewScripts(context: BrowserContext, have: Set<string>): Promise<(route: Route) => Promise<void>> {
  const handler = (route: Route) => (have.has(route.request().url()) ? route.continue() : route.abort('failed'));
  await context.route('**/assets/*.js', handler);
  return handler;
}

test('(a) a page whose code cannot be fetched says so in Chinese, with a button that really retries; the header still works', async ({
  page,
  context,
}) => {
  const have = await firstLoad(page, context);
  const handler = await failNewScripts(context, have);

  await header(page).getByRole('link', { name: '专家学者' }).click();
  await expect(page).toHaveURL(/\/experts$/);
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(CHUNK_TEXT);
  await expect(alert.getByRole('button', { name: '重新加载' })).toBeVisible();
  await expect(main(page)).not.toContainText(ENGLISH_ERROR);

  // The header still works: home is code the tab already has.
  await header(page).getByRole('link', { name: '首页', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Back to the page that failed; once the files can be fetched again, the button loads it.
  await header(page).getByRole('link', { name: '专家学者' }).click();
  await expect(main(page).getByRole('alert')).toContainText(CHUNK_TEXT);
  await context.unroute('**/assets/*.js', handler);
  await main(page).getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '专家学者' })).toBeVisible();
});

test('(a) when even the error view cannot be fetched, the first load’s own notice shows', async ({ page, context }) => {
  // The error view is not among the files the tab has: it failed from the start.
  await context.route(/\/assets\/route-error-[\w-]+\.js$/, refuse);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const have = new Set<string>();
  // Everything fetched until now, except the error view, counts as loaded.
  for (const entry of await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))) {
    if (entry.endsWith('.js') && !/route-error-/.test(entry)) have.add(entry);
  }
  await failNewScripts(context, have);

  await header(page).getByRole('link', { name: '专家学者' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(CHUNK_TEXT);
  await expect(alert.getByRole('button', { name: '重新加载' })).toBeVisible();
  await expect(main(page)).not.toContainText(ENGLISH_ERROR);
  await header(page).getByRole('link', { name: '首页', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('(b) offline, with the error view never fetched: the first load’s own notice shows, and back online the page loads by itself', async ({
  page,
  context,
}) => {
  const errorView = /\/assets\/route-error-[\w-]+\.js$/;
  await context.route(errorView, refuse);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(true);

  await header(page).getByRole('link', { name: '专家学者' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(CHUNK_TEXT);
  await expect(alert.getByRole('button', { name: '重新加载' })).toBeVisible();

  // The network comes back: no click, the page is fetched again.
  await context.unroute(errorView, refuse);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: '专家学者' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(main(page)).not.toContainText(ENGLISH_ERROR);
});

test('(b) offline after the first load: a banner says so, 「专家学者」 says why it cannot open, and back online it recovers', async ({
  page,
  context,
}) => {
  await firstLoad(page, context);
  await context.setOffline(true);
  const offline = page.getByRole('status').filter({ hasText: '网络已断开，请检查网络连接' });
  await expect(offline).toBeVisible();

  await header(page).getByRole('link', { name: '专家学者' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(CHUNK_TEXT);
  await expect(alert).toContainText('网络已断开');
  await expect(main(page)).not.toContainText(ENGLISH_ERROR);
  // Still the app, not the browser's offline page.
  await expect(header(page).getByRole('link', { name: '首页', exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '网络已恢复' })).toBeVisible();
  await expect(offline).toHaveCount(0);
  // The page that could not be fetched loads by itself once the network is back.
  await expect(page.getByRole('heading', { level: 1, name: '专家学者' })).toBeVisible();
  // 「网络已恢复」 goes away after a moment.
  await expect(page.getByRole('status').filter({ hasText: '网络已恢复' })).toHaveCount(0, { timeout: 6000 });
});

test('(b) offline on a phone: the menu whose code was never fetched says so, and the header stays', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await firstLoad(page, context);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: '网络已断开，请检查网络连接' })).toBeVisible();
  const menuButton = header(page).getByRole('button', { name: '打开导航菜单' });
  await menuButton.click();
  await expect(page.getByText(CHUNK_TEXT).first()).toBeVisible();
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Back online, the same button opens the menu (once the message no longer covers it).
  await context.setOffline(false);
  await page.getByRole('button', { name: '关闭' }).first().click();
  await menuButton.click();
  await expect(page.getByRole('dialog').getByRole('link', { name: '专家学者' })).toBeVisible();
});

test('(b) the home page’s lower sections, their code not fetched: the hero and the services stay, the sections say why, and 重新加载 brings them', async ({
  page,
  context,
}) => {
  const sections = /\/assets\/home-sections-[\w-]+\.js$/;
  await context.route(sections, refuse);
  await page.goto('/');

  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(CHUNK_TEXT);
  // The failure stays in the sections' place: what was painted above them is still there.
  await expect(page.getByRole('heading', { level: 1, name: '一站式学术服务平台' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '核心服务' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /学术查重/ })).toBeVisible();
  await expect(main(page)).not.toContainText(ENGLISH_ERROR);

  await context.unroute(sections, refuse);
  await alert.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('region', { name: '专家学者' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
});

test('(c) when the toaster’s and the dialog’s code cannot be fetched, the app stays and still speaks', async ({
  page,
  context,
  setScenario,
}) => {
  await context.route(/\/assets\/(toaster|confirm-dialog-view)-[\w-]+\.js$/, refuse);

  // Every call fails with code 500: the home page's sections each say so in place, with a retry,
  // and nothing repeats it (one failure, one place).
  await setScenario('server-error');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(header(page).getByRole('link', { name: '专家学者' })).toBeVisible();
  await expect(main(page).getByText('服务器开小差了，请稍后再试').first()).toBeVisible();
  const message = page.getByRole('status').getByText('服务器开小差了，请稍后再试');
  await expect(message).toHaveCount(0);

  // A question still reaches the user: the logged-in confirmation on /login, asked natively.
  await setScenario('normal');
  await page.goto('/login');
  await smsLogin(page);
  await expect(page).not.toHaveURL(/\/login/);
  const asked = page.waitForEvent('dialog');
  await page.goto('/login');
  const dialog = await asked;
  expect(dialog.type()).toBe('confirm');
  // The dialog's own words and choices, in the browser's confirm.
  expect(dialog.message()).toContain('退出登录');
  expect(dialog.message()).toContain('保留登录');
  await dialog.dismiss();
  // 「保留登录」: the user center.
  await expect(page).toHaveURL(/\/userIndex$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // A message that belongs to no section (a logout the server did not confirm) still reaches the
  // user, through the first load's own status region, once.
  // (Switched in the page: a reload under server-error would refuse the session at start-up.)
  await setScenario('server-error');
  await header(page)
    .getByRole('button', { name: /的账户菜单$/ })
    .click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const logoutMessage = page.getByRole('status').getByText('退出登录失败，已在本机退出');
  await expect(logoutMessage).toBeVisible();
  await expect(logoutMessage).toHaveCount(1);
  await expect(page.getByRole('status').getByText('服务器开小差了，请稍后再试')).toHaveCount(0);
});

test('(d) after a deploy replaced the files, the old tab reloads once onto the new ones, and never loops', async ({ page, context }) => {
  const have = await firstLoad(page, context);
  // The server no longer has any file this tab does not have yet: 404, as after a deploy.
  await context.route('**/assets/*.js', (route) =>
    have.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  let loads = 0;
  page.on('load', () => loads++);

  await header(page).getByRole('link', { name: '专家学者' }).click();
  // One reload (onto /experts) ...
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
  await expect(page).toHaveURL(/\/experts$/);
  // ... whose files are still missing (a broken deploy): the Chinese message, no second reload.
  await expect(main(page).getByRole('alert')).toContainText(CHUNK_TEXT);
  await page.waitForTimeout(2000);
  expect(loads).toBe(1);
});

interface HeaderLink {
  name: string;
  path: RegExp;
  /** Where it lands at 375 px, when that is another page (a phone twin). */
  phonePath?: RegExp;
  title: string;
}

/**
 * Each header link, where it lands, and the page's title. The title is set once the new page is
 * rendered, while the address changes before: waiting for the title keeps the next step off the
 * page being left (at 375 px `/experts` first shows its address, then redirects to its phone twin).
 */
const HEADER_LINKS: HeaderLink[] = [
  { name: '专家学者', path: /\/experts$/, phonePath: /\/mobile\/experts$/, title: '专家学者' },
  { name: '学术期刊', path: /\/periodical$/, title: '学术期刊' },
  { name: '学术资讯', path: /\/news$/, title: '新闻资讯' },
];

for (const width of [1366, 375]) {
  test(`(b) offline once the pages are loaded, at ${width} px: every header link still works (no toast in the way) and each page says the network is down`, async ({
    page,
    context,
    setScenario,
  }) => {
    // Every header link twice, offline, each page waiting for its failure notice: 17-27 s in CI,
    // close to the default 30 s at 375 px (the menu opens before each link).
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const phone = width < 768;
    const openLink = async (name: string) => {
      if (phone) {
        // A phone page may have a header of its own (the experts' has search, not the menu): the
        // menu is the home page's.
        if (!(await header(page).getByRole('button', { name: '打开导航菜单' }).isVisible())) {
          await header(page).locator('a[href="/"]').first().click();
        }
        await header(page).getByRole('button', { name: '打开导航菜单' }).click();
        await page.getByRole('dialog').getByRole('link', { name }).click();
      } else {
        // No force: a toast over the link would make this click fail.
        await header(page).getByRole('link', { name }).click({ timeout: 5000 });
      }
    };
    await firstLoad(page, context);
    // The pages' code comes into the tab while every call answers 500 (a failed query keeps no
    // data), so what fails once the network is gone is the data, not the code.
    await setScenario('server-error');
    const landed = async (link: HeaderLink, message?: string) => {
      await expect(page, message).toHaveURL((phone && link.phonePath) || link.path);
      await expect(page, message).toHaveTitle(new RegExp(`^${link.title} - `));
    };
    for (const link of HEADER_LINKS) {
      await openLink(link.name);
      await landed(link);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: '网络已断开，请检查网络连接' })).toBeVisible();

    for (const round of [1, 2]) {
      for (const link of HEADER_LINKS) {
        await openLink(link.name);
        await landed(link, `round ${round}`);
        // The section says why, with its retry, once: no toast repeats it.
        const failure = main(page)
          .getByText(/后端接口连接异常|网络已断开|请检查网络/)
          .first();
        await expect(failure).toBeVisible();
        await expect(
          main(page)
            .getByRole('button', { name: /重试|重新加载/ })
            .first(),
        ).toBeVisible();
        await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
        await expect(main(page)).not.toContainText(ENGLISH_ERROR);
      }
    }
    await setScenario('normal');
    await context.setOffline(false);
  });
}

test('(e) a reload with a token whose HTTP-client chunk cannot be fetched keeps the session and says 页面加载失败', async ({
  page,
  context,
}) => {
  await page.goto('/login?redirect=%2FuserIndex');
  await smsLogin(page);
  await expect(page).toHaveURL(/\/userIndex$/);

  // The user info is the first call of a reload, so it is what fetches the HTTP client's chunk.
  await context.route(/\/assets\/http-[\w-]+\.js$/, refuse);
  await page.reload();
  await expect(page.getByText(CHUNK_TEXT).first()).toBeVisible();
  // Not read as a refusal: no session cleared, no way to the institution login or the home page.
  await expect(page).toHaveURL(/\/userIndex$/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'Front-Token')).toBe(true);

  await context.unroute(/\/assets\/http-[\w-]+\.js$/, refuse);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /的账户菜单$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/userIndex$/);
});
