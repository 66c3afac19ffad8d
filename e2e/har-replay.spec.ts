import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RECORDED_TOTAL, startFakeBackend } from './har/fake-backend';

/**
 * A session recorded against a real backend comes home. The production build runs in
 * front of a fake backend whose data is not the mocks'; Playwright records the session as a HAR;
 * the demo's 「模拟场景」 panel imports it, and the same screens show the recorded data, the
 * requests the HAR lacks are listed as 未录制, and the 契约偏差 list reports how the recorded
 * backend differs from openapi.yaml. HAR_PROD_DIST points at another production build (an
 * engineer's private `vite build --outDir /tmp/x`); CI builds dist/ before the suite.
 */
const PROD_DIST = process.env.HAR_PROD_DIST ?? 'dist';

async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: /^模拟场景：/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test.describe('HAR replay', () => {
  test('a session recorded against the production build replays in the demo, says what is missing and reports the contract', async ({
    browser,
    page,
  }, testInfo) => {
    const harPath = testInfo.outputPath('staging-experts.har');
    const backend = await startFakeBackend(PROD_DIST);
    try {
      const recording = await browser.newContext({ recordHar: { path: harPath, urlFilter: /\/api\// }, locale: 'zh-CN' });
      const real = await recording.newPage();
      await real.goto(`${backend.url}/experts`);
      await expect(real.getByText(`共找到 ${RECORDED_TOTAL} 位专家`)).toBeVisible();
      await expect(real.getByText('录制甲教授')).toBeVisible();
      await recording.close(); // writes the HAR
    } finally {
      await backend.close();
    }
    expect(backend.calls).toContain('GET /api/portal/expert/list?page=1&pageSize=12');

    // The demo first shows the mocks' own experts.
    await page.goto('/experts');
    await expect(page.getByText('共找到 60 位专家')).toBeVisible();
    await openPanel(page);
    await page.getByLabel('导入 HAR 文件：').setInputFiles(harPath);
    await expect(
      page.getByText(
        /^已导入 har:staging-experts（2 条应答），正在回放。已屏蔽：令牌 0 · 密码 0 · Cookie [1-9]\d* · 手机号 0 · 身份证号 0 · 姓名 0 · 邮箱 0 · 页面地址 \d+。$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^模拟场景：har:staging-experts/ })).toBeVisible();
    await expect(page.getByRole('list', { name: '已导入的 HAR 场景' }).getByRole('listitem')).toHaveCount(1);

    // Kept for the origin without the session: no Set-Cookie, no cookie value.
    const kept = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('academic-portal-mock-har');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('entries').objectStore('entries').get('staging-experts');
            read.onsuccess = () => resolve(JSON.stringify(read.result));
            read.onerror = () => reject(read.error);
          };
        }),
    );
    expect(kept).toContain('录制甲教授');
    expect(kept).not.toMatch(/set-cookie|fake-session-1/i);

    // The same screen, reloaded: the recorded experts and filters, not the mocks'.
    await page.reload();
    await expect(page.getByText(`共找到 ${RECORDED_TOTAL} 位专家`)).toBeVisible();
    const cards = page.locator('main a[href^="/expert/"]');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('录制甲教授');
    await expect(page.getByRole('combobox', { name: '学科' }).locator('option')).toContainText([
      '全部学科',
      '海洋科学（2）',
      '地理学（1）',
    ]);
    await expect(page.locator('main')).not.toContainText(/undefined|NaN|\[object Object\]/);

    // Another tab picks it from the URL (kept for the origin, not only for this tab).
    const byUrl = await page.context().newPage();
    await byUrl.goto('/experts?mock=har:staging-experts');
    await expect(byUrl.getByText(`共找到 ${RECORDED_TOTAL} 位专家`)).toBeVisible();
    await byUrl.close();

    // Page 2 was never visited while recording: the mocks answer it, and the panel says so.
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).not.toContainText('录制');
    await openPanel(page);
    const unrecorded = page.getByRole('table', { name: /^未录制的请求/ });
    await expect(page.getByRole('heading', { name: /^未录制的请求（[1-9]\d*）$/ })).toBeVisible();
    await expect(unrecorded.getByRole('row', { name: /GET \/api\/portal\/expert\/list\?page=2&pageSize=12 1/ })).toBeVisible();

    // The recorded backend's answers were checked like live ones: its ids and counters as strings.
    const drift = page.getByRole('region', { name: '契约偏差列表' });
    await expect(drift.getByRole('row', { name: /listExperts.*\/rows\/\*\/id/ })).toContainText('已兼容');
    await expect(drift.getByRole('row', { name: /listExperts.*\/rows\/\*\/worksCount/ })).toBeVisible();

    // 导出 saves the masked entries: the file to keep under e2e/fixtures/har/ (docs/testing.md).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出已屏蔽的 har:staging-experts' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('staging-experts.masked.har');
    const exported = await readFile(await saved.path(), 'utf8');
    expect(JSON.parse(exported).log.entries).toHaveLength(2);
    expect(exported).not.toMatch(/set-cookie|fake-session-1/i);

    // Removed: gone from the list, and the mocks answer again.
    await page.getByRole('button', { name: '删除 har:staging-experts' }).click();
    await expect(page.getByRole('button', { name: /^模拟场景：正常/ })).toBeVisible();
    await page.reload();
    await expect(page.getByText('共找到 60 位专家')).toBeVisible();
  });

  test('a broken or foreign file gets a Chinese message and changes nothing', async ({ page }, testInfo) => {
    await page.goto('/experts');
    await expect(page.getByText('共找到 60 位专家')).toBeVisible();
    await openPanel(page);
    const input = page.getByLabel('导入 HAR 文件：');
    const alert = page.getByRole('alert').filter({ hasText: /HAR|JSON|50 MB/ });
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));
    const cases: Array<[string, Buffer, string]> = [
      ['notes.har', Buffer.from('这不是 JSON'), '文件不是有效的 JSON，不能作为 HAR 导入。'],
      [
        'package.har',
        json({ name: 'x', version: '1.0.0' }),
        '文件不是 HAR（缺少 log.entries）。请在浏览器开发者工具的「网络」面板中选择「导出 HAR」。',
      ],
      [
        'cdn.har',
        json({
          log: {
            version: '1.2',
            entries: [{ request: { method: 'GET', url: 'https://cdn.example.cn/a.png' }, response: { status: 200 } }],
          },
        }),
        'HAR 中没有 /api 接口请求，未导入。请在门户页面上录制。',
      ],
    ];
    for (const [name, buffer, message] of cases) {
      await input.setInputFiles({ name, mimeType: 'application/json', buffer });
      await expect(alert).toHaveText(message);
    }
    // 50 MB and one byte, from disk (refused by its size, never read).
    const big = testInfo.outputPath('big.har');
    await writeFile(big, Buffer.alloc(50 * 1024 * 1024 + 1, 0x20));
    await input.setInputFiles(big);
    await expect(alert).toHaveText('文件超过 50 MB，未导入。请只录制出问题的那几步操作，再导出 HAR。');

    await expect(page.getByRole('list', { name: '已导入的 HAR 场景' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^模拟场景：正常/ })).toBeVisible();
    await page.reload();
    await expect(page.getByText('共找到 60 位专家')).toBeVisible();
  });
});
