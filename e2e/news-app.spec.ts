import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The portal inside the news app: the app's user agent (token `NewsApp`) and a recording
 * stand-in for the bridge the app injects (`window.NewsAppBridge`),
 * on what ships. Login, pay and share must reach the bridge; the web flows stay as the fallback underneath.
 */

const NEWS_APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 NewsApp/7.2.1';
const CALLS_KEY = 'e2e:news-app-bridge-calls';
const MOBILE = '13800138000';
const SMS_CODE = '123456';

interface BridgeCall {
  call: 'login' | 'pay' | 'share' | 'openDetail';
  payload: unknown;
}

/** Runs in the page before its scripts, on every load: the app's bridge, recording each call. */
function installRecordingBridge(key: string) {
  const record = (call: string, payload?: unknown) => {
    const calls = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
    calls.push({ call, payload: payload ?? null });
    sessionStorage.setItem(key, JSON.stringify(calls));
  };
  Object.defineProperty(window, 'NewsAppBridge', {
    configurable: true,
    value: {
      login: () => record('login'),
      pay: (order: unknown) => record('pay', order),
      share: (data: unknown) => record('share', data),
      openDetail: (data: unknown) => record('openDetail', data),
    },
  });
}

function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as BridgeCall[], CALLS_KEY);
}

async function forgetBridgeCalls(page: Page) {
  await page.evaluate((key) => sessionStorage.removeItem(key), CALLS_KEY);
}

/**
 * Logged in without the web login form (which, inside the app, also calls the app's login): the
 * token from the mock SMS login, set as the cookies the session model reads on start.
 */
async function logIn(page: Page, baseURL: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const token = await page.evaluate(
    async ({ mobile, code }) => {
      const response = await fetch('/api/login/smsLogin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobile, code }),
      });
      const body = (await response.json()) as { code: number; data?: { token?: string } };
      return body.code === 200 ? (body.data?.token ?? '') : '';
    },
    { mobile: MOBILE, code: SMS_CODE },
  );
  expect(token, 'the mock SMS login answers with a token').not.toBe('');
  await page.context().addCookies([
    { name: 'Front-Token', value: token, url: baseURL },
    { name: 'USER_TYPE', value: 'website', url: baseURL },
  ]);
}

test.describe('inside the news app', () => {
  test.use({ userAgent: NEWS_APP_UA });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installRecordingBridge, CALLS_KEY);
  });

  test("the header's 登录 opens the app's login; the web form stays as the fallback", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await bridgeCalls(page)).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
    await expect.poll(() => bridgeCalls(page)).toEqual([{ call: 'login', payload: null }]);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: '手机号登录' })).toBeVisible();
  });

  test("a protected page sends a visitor to the app's login", async ({ page }) => {
    await page.goto('/userIndex');
    await expect(page).toHaveURL(/\/login\?redirect=%2FuserIndex$/);
    await expect.poll(() => bridgeCalls(page)).toEqual([{ call: 'login', payload: null }]);
  });

  test("a 401 clears the token and calls the app's login instead of the expiry prompt", async ({ page, baseURL, setScenario }) => {
    await logIn(page, baseURL ?? '');
    await page.goto('/buyResource');
    const buy = page.getByRole('button', { name: /^立即购买 / }).first();
    await expect(buy).toBeVisible();
    await forgetBridgeCalls(page);

    await test.step('the token expires (mock scenario 登录过期), then the page makes a secured call', async () => {
      // Without a reload: a reload would re-check the session at start-up, which clears it
      // (SPEC §4) rather than raising the 401 this test is about.
      await setScenario('expired');
      await buy.click(); // POST createResourceOrder, which needs the token
    });

    await expect.poll(() => bridgeCalls(page)).toContainEqual({ call: 'login', payload: null });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await page.context().cookies()).some((c) => c.name === 'Front-Token')).toBe(false);
  });

  test("paying an order goes to the app's pay", async ({ page, baseURL }) => {
    await logIn(page, baseURL ?? '');
    await page.goto('/buyResource');
    await page
      .getByRole('button', { name: /^立即购买 / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/payResource\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    await expect(page.getByRole('heading', { level: 1, name: '支付订单' })).toBeVisible();
    await forgetBridgeCalls(page);

    await page.getByRole('button', { name: '确认支付' }).click();
    await expect
      .poll(() => bridgeCalls(page))
      .toEqual([{ call: 'pay', payload: expect.objectContaining({ id: orderId, payType: expect.any(String) }) }]);
    await expect(page.getByText('已在客户端发起支付')).toBeVisible();
  });

  test("a share button goes to the app's share", async ({ page }) => {
    await page.goto('/academicDetail/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '分享' }).click();
    await expect
      .poll(() => bridgeCalls(page))
      .toContainEqual({
        call: 'share',
        payload: expect.objectContaining({ title: expect.stringContaining(' - '), link: expect.stringMatching(/\/academicDetail\/1$/) }),
      });
  });

  test("an article of a list opens through the app's detail jump", async ({ page }) => {
    await page.goto('/news');
    const first = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect
      .poll(() => bridgeCalls(page))
      .toContainEqual({
        call: 'openDetail',
        payload: expect.objectContaining({
          jumpType: 'web',
          isLink: true,
          type: 'article',
          jumpUrl: expect.stringMatching(/\/academicDetail\/\d+$/),
        }),
      });
    // The app opened the detail: the web view stays on the list.
    await expect(page).toHaveURL(/\/news/);
  });
});
