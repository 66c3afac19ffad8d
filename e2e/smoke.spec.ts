import { expect, test } from './fixtures';

const BRAND = '学术服务平台';
const HAN = /\p{Script=Han}/u;

// Soft assertions: one run reports every broken part of the journey, not only the first.
test('smoke journey: home renders, a protected page sends an anonymous visitor to login', async ({ page }) => {
  await test.step('home / renders in Chinese', async () => {
    await page.goto('/');
    await expect.soft(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect.soft(heading).toBeVisible();
    await expect.soft(heading).toHaveText(HAN);
    await expect.soft(page.getByText(BRAND).first()).toBeVisible();
    await expect.soft(page).toHaveTitle(new RegExp(` - ${BRAND}$`));
  });

  await test.step('/userIndex without a token redirects to login', async () => {
    await page.goto('/userIndex');
    await expect.soft(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?redirect=%2FuserIndex');
    await expect.soft(page.getByRole('heading', { level: 1, name: /登录/ })).toBeVisible();
    await expect.soft(page).toHaveTitle(new RegExp(` - ${BRAND}$`));
  });
});
