import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The seeded individual user (mocks/api/auth/tables.ts) and the mock SMS code. */
const MOBILE = '13800138000';
const SMS_CODE = '123456';

/** Logs in through the real form at /login, then comes back to `redirect`. */
async function logInThroughForm(page: Page, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await expect(page.getByRole('heading', { level: 1, name: '用户登录' })).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill(MOBILE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(SMS_CODE);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}$`));
}

test('patent number validation: SPEC §5 rules explained as the user types', async ({ page }) => {
  await page.goto('/patentEvaluation');
  await expect(page.getByRole('heading', { level: 1, name: '专利评估' })).toBeVisible();
  const input = page.getByRole('textbox', { name: /专利号/ });
  const submit = page.getByRole('button', { name: '提交评估申请' });
  // The verdict line the input points at (aria-describedby), read out politely as it changes.
  const verdictId = ((await input.getAttribute('aria-describedby')) ?? '').split(' ')[0] ?? '';
  const verdict = page.locator(`[id="${verdictId}"]`);
  await expect(verdict).toHaveAttribute('aria-live', 'polite');

  await test.step('an invalid Chinese number: the reason, submit disabled', async () => {
    await input.fill('CN4123456A');
    await expect(verdict).toContainText('CN 后的第一位数字（第 3 位）须为 1、2 或 3');
    await expect(submit).toBeDisabled();
  });

  await test.step('a valid Chinese number', async () => {
    await input.fill('CN1030001A');
    await expect(verdict).toContainText('专利号格式正确');
    await expect(submit).toBeEnabled();
  });

  await test.step('a number in an excluded range is invalid, with the range', async () => {
    await input.fill('CN2000000A');
    await expect(verdict).toContainText('7 位数字的中国专利号不能在 2000000–2030000 之间');
    await expect(submit).toBeDisabled();
  });

  await test.step('a foreign number', async () => {
    await input.fill('US1234567B1');
    await expect(verdict).toContainText('专利号格式正确');
    await expect(submit).toBeEnabled();
  });

  await test.step('typing character by character updates the verdict as it goes', async () => {
    await input.fill('');
    await input.pressSequentially('EP123');
    await expect(verdict).toContainText('字母后须为 7 位及以上数字');
    await input.pressSequentially('4567A1');
    await expect(verdict).toContainText('专利号格式正确');
  });

  await test.step('submit: a friendly confirmation', async () => {
    await submit.click();
    await expect(page.getByText('✓ 已收到您的评估申请')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '已收到您的评估申请' })).toContainText('EP1234567A1');
  });
});

test('buy a resource package with a coupon: 学术进阶包 299 − 满100减20 = 279', async ({ page }) => {
  await test.step('log in through /login, back to /buyResource', async () => {
    await logInThroughForm(page, '/buyResource');
    await expect(page.getByRole('heading', { level: 1, name: '购买资源' })).toBeVisible();
  });

  await test.step('choose 学术进阶包 (299): an order is created and /payResource shows it', async () => {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '学术进阶包' }) });
    await expect(card.getByText('¥299.00')).toBeVisible();
    await page.getByRole('button', { name: '立即购买 学术进阶包' }).click();
    await expect(page).toHaveURL(/\/payResource\?orderId=DD\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '支付订单' })).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText('¥299.00');
  });

  const firstOrder = new URL(page.url()).searchParams.get('orderId');

  await test.step('choose the coupon 满100减20: pay amount 279, the order follows in the URL', async () => {
    await expect(page.getByRole('radio', { name: /满300减50/ })).toBeDisabled();
    await page.getByText('满100减20', { exact: true }).click();
    await expect(page.getByTestId('pay-amount')).toHaveText('¥279.00');
    await expect.poll(() => new URL(page.url()).searchParams.get('orderId')).not.toBe(firstOrder);
  });

  await test.step('a reload keeps the order and its coupon', async () => {
    await page.reload();
    await expect(page.getByTestId('pay-amount')).toHaveText('¥279.00');
    await expect(page.getByRole('radio', { name: /满100减20/ })).toBeChecked();
  });

  await test.step('pay: success, with a way to the private resources', async () => {
    await page.getByText('微信支付', { exact: true }).click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByRole('heading', { name: /支付成功/ })).toBeVisible();
    await expect(page.getByText('¥279.00')).toBeVisible();
    await page.getByRole('link', { name: '查看隐私资源' }).click();
    await expect(page).toHaveURL(/\/privacyResource$/);
    // The advanced package unlocks the lecture notes, templates and data sets.
    await expect(page.getByRole('button', { name: /^下载/ }).first()).toBeVisible();
  });
});
