import { demoCredentials } from '../mocks/api/auth/tables';
import { expect, test } from './fixtures';
import { smsLogin, tabTo } from './helpers';

/*
 * Journeys done with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, typing).
 * No clicks and no focus() calls: every control is reached by tabbing, and each one shows a
 * visible focus ring when it is reached.
 */

test('institution login by keyboard: account, password (shown and hidden again), captcha, Enter', async ({ page }) => {
  await page.goto('/agentLogin');
  const form = page.getByRole('form', { name: '机构账号登录' });
  await tabTo(page, form.getByLabel('账号'));
  await page.keyboard.type(demoCredentials.agentMain.username);
  await tabTo(page, form.getByLabel('密码', { exact: true }));
  await page.keyboard.type(demoCredentials.agentMain.password);
  await tabTo(page, form.getByRole('button', { name: '显示密码' }));
  await page.keyboard.press('Space');
  await expect(form.getByLabel('密码', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('密码', { exact: true })).toHaveAttribute('type', 'password');
  await tabTo(page, form.getByLabel('图形验证码'));
  await page.keyboard.type('8888');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agentHome$/);
});

test('individual login by keyboard: mobile, SMS code, consent with Space, Enter; the way back is kept', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcoupon');
  const form = page.getByRole('form', { name: '手机号登录' });
  await tabTo(page, form.getByPlaceholder('请输入手机号'));
  await page.keyboard.type(demoCredentials.individual.mobile);
  await tabTo(page, form.getByRole('button', { name: '获取验证码' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await tabTo(page, form.getByPlaceholder('请输入验证码'));
  await page.keyboard.type('123456');
  await tabTo(page, form.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox')).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: '登录', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coupon$/);
});

test('a dialog by keyboard: leaving a changed form asks; Escape stays and gives the focus back', async ({ page }) => {
  await page.goto('/login?redirect=%2FuploadWorks');
  await smsLogin(page, demoCredentials.scholar.mobile);
  await expect(page).toHaveURL(/\/uploadWorks$/);
  const title = page.getByRole('textbox', { name: /^作品标题/ });
  await tabTo(page, title);
  await page.keyboard.type('键盘写下的标题');

  // Back to the header with Shift+Tab, then Enter on 首页.
  const home = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页', exact: true });
  for (let i = 0; i < 40 && !(await home.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Shift+Tab');
  await expect(home).toBeFocused();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: '离开此页面？' });
  await expect(ask).toBeVisible();
  await expect(ask.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/uploadWorks$/);
  await expect(home).toBeFocused();
  await expect(title).toHaveValue('键盘写下的标题');
});

test('the pager by keyboard: 跳至 a page with Enter', async ({ page }) => {
  await page.goto('/search?keyword=%E7%A0%94%E7%A9%B6');
  const pager = page.getByRole('navigation', { name: /分页/ }).first();
  const jump = pager.getByRole('textbox', { name: /^跳至第几页/ });
  await tabTo(page, jump, 200);
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=3/);
  await expect(pager.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
});
