import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * How long a check may wait for the app to take a prerendered page over (hydration, or the
 * render and swap): what depends on the takeover (the header's account menu, the guard's dialog)
 * is not there before it. How soon it happens is the benchmark's to measure (`npm run bench`), not
 * a check's: with two browsers on two busy cores, /experts (35 modules, hydrated in slices) was
 * still being taken over 5 s after its HTML arrived, with nothing wrong.
 */
export const TAKEOVER_TIMEOUT_MS = 20_000;

/** The individual login through the real form (mock SMS code 123456). */
export async function smsLogin(page: Page, mobile = '13800138000') {
  const form = page.getByRole('form', { name: '手机号登录' });
  await form.getByPlaceholder('请输入手机号').fill(mobile);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await form.getByPlaceholder('请输入验证码').fill('123456');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * A session without the form: the SMS log-in call through the context's own request client (its
 * cookies, so the mock data set is the test's), then the token cookie as the app writes it.
 */
export async function loginByApi(context: BrowserContext, baseURL: string, mobile = '13800138000'): Promise<string> {
  const response = await context.request.post(`${baseURL}/api/login/smsLogin`, { data: { mobile, code: '123456' } });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!token) throw new Error(`log-in failed: ${JSON.stringify(body)}`);
  await context.addCookies([{ name: 'Front-Token', value: token, url: baseURL }]);
  return token;
}

/** The institution login through the real form (the mock always accepts captcha 8888). */
export async function agentLogin(page: Page, username: string, password: string) {
  const form = page.getByRole('form', { name: '机构账号登录' });
  await form.getByLabel('账号').fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByLabel('图形验证码').fill('8888');
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

/*
 * Keyboard journeys: a control is reached the way a keyboard user reaches it, by
 * pressing Tab (or Shift+Tab), never by a click or a focus() call; once reached it must show a
 * focus ring of its own.
 */

async function pressUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab', max: number): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  await expectFocusRing(target);
}

/** Presses Tab until `target` has the focus (at most `max` times), then checks its focus ring. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await pressUntilFocused(page, target, 'Tab', max);
}

/** Presses Shift+Tab until `target` has the focus (at most `max` times), then checks its focus ring. */
export async function shiftTabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await pressUntilFocused(page, target, 'Shift+Tab', max);
}

/**
 * The focused control draws an outline or a ring (box-shadow). A visually hidden input (the
 * radios and checkboxes of Chakra/Ark) cannot show one itself: its visible control must.
 */
export async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((el) => {
    const drawsRing = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const box = el.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1) {
      const control = el.closest('label')?.querySelector('[data-part="item-control"], [data-part="control"]');
      return control ? drawsRing(control) : false;
    }
    return drawsRing(el);
  });
  expect(ring, 'a visible focus ring').toBe(true);
}
