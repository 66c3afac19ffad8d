import { expect, test } from './fixtures';
import { agentLogin, smsLogin } from './helpers';

/* Account journeys in real Chromium against the demo build. */

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

test('three calls failing with 401 at once give one expiry prompt; 重新登录 logs out and goes home', async ({ page, setScenario }) => {
  await page.goto('/login?redirect=%2Fcoupon');
  // The coupon list must have answered before the scenario turns: a request still to come would
  // meet the 401 on this page, not on the user center's home.
  const couponsListed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/coupon/my');
  await smsLogin(page);
  await expect(page).toHaveURL(/\/coupon$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await couponsListed;

  // From now on every call that needs a token answers code 401 (the mock scenario 登录过期).
  await setScenario('expired');

  // The user center's home loads its summary, recent records and their status dictionary at once.
  const expired: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const body = (await response.json().catch(() => null)) as { code?: number } | null;
    if (body?.code === 401) expired.push(new URL(response.url()).pathname);
  });
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/userIndex$/);

  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('登录状态已过期，您可以继续留在该页面，或者重新登录');
  await expect.poll(() => expired.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  await prompt.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /的账户菜单$/ })).toHaveCount(0);
});

test('a partner link that logs a visitor in names the account first; 退出登录 leaves it, 继续 goes on', async ({ page }) => {
  await page.goto('/login/sso-demo-uuid');
  await expect(page.getByText(/^已通过合作方链接登录账号「张晓明」（手机号 138\*{4}\d{4}）$/)).toBeVisible();
  await expect(page).toHaveURL(/\/login\/sso-demo-uuid$/);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toBeVisible();

  await page.goto('/login/sso-demo-uuid');
  await page.getByRole('button', { name: '继续' }).click();
  await expect(page).toHaveURL(/\/userCenter$|\/userIndex$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /的账户菜单$/ })).toBeVisible();
});
