import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { agentLogin } from './helpers';

/* The institution center's journeys in real Chromium against the demo build. */

/** Today in Beijing as the export names it (20261207). */
function beijingDay(): string {
  return new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

test('a main account creates a sub account, who then logs in and sees the reduced menu', async ({ page }) => {
  const username = `e2e${Date.now().toString(36)}`;
  const password = 'Branch2026x';

  await page.goto('/agentLogin');
  await agentLogin(page, 'agent', 'Agent@123');
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByRole('navigation', { name: '机构中心菜单' }).getByRole('link', { name: '子账号管理' }).click();
  await expect(page).toHaveURL(/\/subAccount$/);
  await expect(page.getByRole('table', { name: '子账号列表' })).toBeVisible();

  await page.getByRole('button', { name: '新增子账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增子账号' });
  await dialog.getByLabel(/^账号/).fill(username);
  await dialog.getByLabel(/^昵称/).fill('江城大学历史学院');
  await dialog.getByLabel(/^手机号/).fill('13712345678');
  await dialog.getByLabel(/^登录密码/).fill(password);
  await dialog.getByLabel(/^确认密码/).fill(password);
  await dialog.getByLabel(/^分配额度/).fill('100');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`已创建子账号 ${username}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();

  await page.getByRole('button', { name: /的账户菜单$/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/agentLogin$/);

  await agentLogin(page, username, password);
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByText('欢迎回来，江城大学历史学院（子账号）')).toBeVisible();
  const menu = page.getByRole('navigation', { name: '机构中心菜单' });
  await expect(menu.getByRole('link', { name: '检测记录', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: '检测统计' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '子账号管理' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '卡密批次' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'IP管理' })).toHaveCount(0);
});

test('a main account generates a card batch, opens its cards and exports them', async ({ page }) => {
  await page.goto('/agentLogin');
  await agentLogin(page, 'agent', 'Agent@123');
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.goto('/cardBatch');
  await expect(page.getByRole('table', { name: '卡密批次列表' })).toBeVisible();

  await page.getByRole('button', { name: '生成卡密' }).click();
  const dialog = page.getByRole('dialog', { name: '生成卡密批次' });
  await dialog.getByLabel(/^批次名称/).fill('E2E 验收检测卡');
  const checkType = dialog.getByRole('combobox', { name: /^检测类型/ });
  await expect(checkType.getByRole('option', { name: '本科毕业论文检测（¥68/篇）' })).toBeAttached();
  await checkType.selectOption('101');
  await dialog.getByLabel(/^生成数量/).fill('6');
  await dialog.getByLabel(/^有效期至/).fill('2030-06-30');
  await dialog.getByRole('button', { name: '生成' }).click();
  await expect(dialog).toBeHidden();

  const created = page.getByText(/^已生成批次 KP\d{12}（E2E 验收检测卡），共 6 张卡密。$/);
  await expect(created).toBeVisible();
  const batchNo = /KP\d{12}/.exec((await created.textContent()) ?? '')?.[0];
  expect(batchNo).toBeTruthy();

  await page.getByRole('link', { name: '查看本批卡密' }).click();
  await expect(page).toHaveURL(/\/cardDetails\?batchId=\d+$/);
  const table = page.getByRole('table', { name: '卡密列表' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(page.getByText('共 6 张卡密')).toBeVisible();
  const cardNumbers = await table.locator('tbody tr td:first-child').allTextContents();
  expect(cardNumbers).toHaveLength(6);
  for (const cardNo of cardNumbers) expect(cardNo).toMatch(/^JC\d{10}$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`卡密明细-${batchNo}-${beijingDay()}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  expect(lines[0]).toMatch(/^批次号,卡号,卡密/);
  expect(lines).toHaveLength(7);
  for (const cardNo of cardNumbers) expect(csv).toContain(cardNo);
  await expect(page.getByText('卡密明细已导出')).toBeVisible();
});
