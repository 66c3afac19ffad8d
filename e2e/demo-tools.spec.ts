import { expect, test } from './fixtures';
import { smsLogin, tabTo } from './helpers';

/*
 * The demo build's own tools (MSW in the browser): the 「模拟场景」 panel, operated by keyboard, and
 * its fake news app. They are not in the product: every other suite runs on what ships.
 */

test('the mock panel by keyboard: 登录过期 chosen with the arrow keys raises the expiry prompt', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcoupon');
  const couponsListed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/coupon/my');
  await smsLogin(page);
  await expect(page).toHaveURL(/\/coupon$/);
  await couponsListed;

  const panel = page.getByRole('complementary', { name: '模拟场景面板' });
  await tabTo(page, panel.getByRole('button', { name: /^模拟场景：/ }), 80);
  await page.keyboard.press('Enter');
  const expired = panel.getByRole('radio', { name: /登录过期/ });
  await tabTo(page, panel.getByRole('radio', { checked: true }), 5);
  for (let i = 0; i < 10 && !(await expired.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(expired).toBeChecked();
  await expect(expired).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(expired).toBeHidden();

  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '个人中心' }).click();
  await expect(page.getByRole('alertdialog', { name: '系统提示' })).toBeVisible();
});

test('「模拟新闻客户端」 makes the tab the app; bridge calls show as toasts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^模拟场景：/ }).click();
  // click, not check: the switch reloads the page, so the box is gone before it could be verified.
  await Promise.all([page.waitForEvent('load'), page.getByRole('checkbox', { name: /模拟新闻客户端/ }).click()]);
  await expect(page.getByRole('button', { name: /· 新闻客户端$/ })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '模拟新闻客户端：登录' })).toBeVisible();

  // Back to a plain browser for the rest of the tab.
  await page.getByRole('button', { name: /^模拟场景：/ }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('checkbox', { name: /模拟新闻客户端/ }).click()]);
  await expect(page.getByRole('button', { name: /^模拟场景：正常$/ })).toBeVisible();
});
