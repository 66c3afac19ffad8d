import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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

/** The institution login through the real form (the mock always accepts captcha 8888). */
export async function agentLogin(page: Page, username: string, password: string) {
  const form = page.getByRole('form', { name: '机构账号登录' });
  await form.getByLabel('账号').fill(username);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByLabel('图形验证码').fill('8888');
  await form.getByRole('button', { name: '登录', exact: true }).click();
}
