import { expect, test } from './fixtures';
import { agentLogin, smsLogin } from './helpers';

/* The access guard in real Chromium against the demo build (MSW in the browser). */

test('an anonymous visitor to a protected page logs in and lands back on that page', async ({ page }) => {
  await page.goto('/buyResource');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/buyResource');
  await smsLogin(page);
  await expect(page).toHaveURL((url) => url.pathname === '/buyResource');
  await expect(page.getByRole('heading', { level: 1, name: '购买资源' })).toBeVisible();
});

test('a website user is bounced from an agent page to the user center', async ({ page }) => {
  await page.goto('/login');
  await smsLogin(page);
  await expect(page).toHaveURL(/\/userIndex$/);
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/userIndex$/);
  await expect(page.getByRole('navigation', { name: '个人中心菜单' })).toBeVisible();
});

test('a logged-in user opening the login page is asked first; both answers work', async ({ page }) => {
  await page.goto('/login');
  await smsLogin(page);
  await expect(page).toHaveURL(/\/userIndex$/);

  await page.goto('/login');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('当前已登录个人用户');
  await expect(dialog).toContainText('如需使用其他账号，请先退出登录。');
  await dialog.getByRole('button', { name: '保留登录' }).click();
  await expect(page).toHaveURL(/\/userIndex$/);

  await page.goto('/login');
  await page.getByRole('alertdialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
});

test('pages with a mobile twin switch both ways when the window is resized', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/experts');
  await expect(page).toHaveURL(/\/experts$/);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page).toHaveURL(/\/mobile\/experts$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page).toHaveURL(/\/experts$/);
});

test('the twin switch keeps the query of the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/experts?discipline=%E5%8E%86%E5%8F%B2%E5%AD%A6');
  await expect(page).toHaveURL(/\/mobile\/experts\?discipline=%E5%8E%86%E5%8F%B2%E5%AD%A6$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page).toHaveURL(/\/experts\?discipline=%E5%8E%86%E5%8F%B2%E5%AD%A6$/);
  await expect(page).not.toHaveURL(/\/mobile\//);
});

test('an account that must reset its password is stalled until it does', async ({ page }) => {
  await page.goto('/agentLogin');
  await agentLogin(page, 'agentreset', 'Reset@123');
  const dialog = page.getByRole('alertdialog', { name: '请修改初始密码' });
  await expect(dialog).toContainText('首次登录请修改初始密码');
  // The navigation to the center waits: the login page stays behind the dialog, the center
  // does not render.
  // (CSS locators: the modal hides the page from role queries.)
  await expect(page.locator('form[aria-label="机构账号登录"]')).toBeAttached();
  await expect(page.locator('h1', { hasText: '机构首页' })).toHaveCount(0);
  await dialog.getByLabel('当前密码').fill('Reset@123');
  await dialog.getByLabel('新密码', { exact: true }).fill('Reset2026ok');
  await dialog.getByLabel('确认新密码').fill('Reset2026ok');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByRole('heading', { level: 1, name: '机构首页' })).toBeVisible();
});
