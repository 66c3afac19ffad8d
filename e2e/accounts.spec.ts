import { expect, test } from './fixtures';
import { agentLogin } from './helpers';

/* Issue 4: account journeys in real Chromium against the demo build. */

test('the main account sees the larger menu, the sub account the reduced one', async ({ page, context }) => {
  await page.goto('/agentLogin');
  await agentLogin(page, 'agent', 'Agent@123');
  await expect(page).toHaveURL(/\/agentHome$/);
  const lordMenu = page.getByRole('navigation', { name: '机构中心菜单' });
  await expect(lordMenu.getByRole('link', { name: '子账号管理' })).toBeVisible();
  await expect(lordMenu.getByRole('link', { name: 'IP管理' })).toBeVisible();

  await context.clearCookies();
  await page.goto('/agentLogin');
  await agentLogin(page, 'agentsub', 'Sub@12345');
  await expect(page).toHaveURL(/\/agentHome$/);
  const childMenu = page.getByRole('navigation', { name: '机构中心菜单' });
  await expect(childMenu.getByRole('link', { name: '检测记录', exact: true })).toBeVisible();
  await expect(childMenu.getByRole('link', { name: '子账号管理' })).toHaveCount(0);
  await expect(childMenu.getByRole('link', { name: '推广统计' })).toHaveCount(0);
});

test('logging out from the user menu goes to agent login for an institution', async ({ page }) => {
  await page.goto('/agentLogin');
  await agentLogin(page, 'agent', 'Agent@123');
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByRole('button', { name: /的账户菜单$/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/agentLogin$/);
  await expect(page.getByRole('button', { name: /的账户菜单$/ })).toHaveCount(0);
  // The session is gone: a protected page asks for a login again.
  await page.goto('/agentHome');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('a wrong password keeps what was typed and refreshes the captcha', async ({ page }) => {
  await page.goto('/agentLogin');
  const form = page.getByRole('form', { name: '机构账号登录' });
  const captcha = form.getByRole('button', { name: '看不清？换一张' }).locator('img');
  const before = await captcha.getAttribute('src');
  await agentLogin(page, 'agent', 'wrong-password');
  await expect(form.getByRole('alert')).toContainText('用户名或密码错误');
  await expect(form.getByLabel('账号')).toHaveValue('agent');
  await expect(form.getByLabel('图形验证码')).toHaveValue('');
  await expect.poll(() => captcha.getAttribute('src')).not.toBe(before);
});
