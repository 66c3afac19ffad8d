import type { Page } from '@playwright/test';
import { demoCredentials } from '../mocks/api/auth/tables';
import { expect, test } from './fixtures';
import { TAKEOVER_TIMEOUT_MS, agentLogin, smsLogin } from './helpers';

/*
 * The prerendered pages (dist/index.html, login.html, agentLogin.html, experts.html, news.html)
 * opened directly with a session, as a bookmark, a link or F5 opens them: the header names the
 * user, and the login pages first ask to confirm (SPEC §2). Each role. On the build that hydrated
 * these pages the guard's dialog waited for a host that was never rendered: no dialog, a header
 * with neither the user nor the login buttons.
 */

const ROLES = {
  individual: { kind: '个人用户', login: (page: Page) => smsLoginAt(page, demoCredentials.individual.mobile) },
  scholar: { kind: '个人用户', login: (page: Page) => smsLoginAt(page, demoCredentials.scholar.mobile) },
  agentLord: {
    kind: '机构用户',
    login: (page: Page) => agentLoginAt(page, demoCredentials.agentMain.username, demoCredentials.agentMain.password),
  },
  agentChild: {
    kind: '机构用户',
    login: (page: Page) => agentLoginAt(page, demoCredentials.agentSub.username, demoCredentials.agentSub.password),
  },
} as const;

async function smsLoginAt(page: Page, mobile: string) {
  await page.goto('/login');
  await smsLogin(page, mobile);
  await expect(page).toHaveURL(/\/userIndex$/);
}

async function agentLoginAt(page: Page, username: string, password: string) {
  await page.goto('/agentLogin');
  await agentLogin(page, username, password);
  await expect(page).toHaveURL(/\/agentHome$/);
}

for (const [role, { kind, login }] of Object.entries(ROLES)) {
  test(`as ${role}: every prerendered page opened directly names the user; the login pages ask first`, async ({ page }) => {
    // A log-in and seven full page loads: more than the default 30 s on a busy two-core machine.
    test.slow();
    await login(page);
    const accountMenu = page.getByRole('banner').getByRole('button', { name: /的账户菜单$/ });

    for (const path of ['/', '/experts', '/news']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(accountMenu).toBeVisible({ timeout: TAKEOVER_TIMEOUT_MS });
        await expect(page.getByRole('banner').getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
        await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      });
    }

    for (const path of ['/login', '/agentLogin']) {
      await test.step(path, async () => {
        await page.goto(path);
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(`当前已登录${kind}`, { timeout: TAKEOVER_TIMEOUT_MS });
        await expect(dialog).toContainText('如需使用其他账号，请先退出登录。');
        await dialog.getByRole('button', { name: '保留登录' }).click();
        await expect(page).not.toHaveURL(/\/(login|agentLogin)$/);
        await expect(accountMenu).toBeVisible();
      });
    }
  });
}
