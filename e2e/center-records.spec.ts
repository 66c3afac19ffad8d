import type { Download } from '@playwright/test';
import { expect, test } from './fixtures';
import { agentLogin, smsLogin } from './helpers';

/** A small Word document for the check (the mock only looks at its name, type and size). */
const DOCUMENT = {
  name: '毕业论文-端到端.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: Buffer.from('第一章 绪论\n本文研究古籍文字识别方法。\n', 'utf8'),
};

async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('an individual checks a document and downloads the report', async ({ page }) => {
  const title = `古籍文字识别方法研究-${Date.now()}`;
  let code = '';

  await test.step('log in by SMS, back to the public check submission', async () => {
    await page.goto(`/login?redirect=${encodeURIComponent('/checkSubmit?service=check&typeId=102')}`);
    await smsLogin(page, '13800138000');
    await expect(page).toHaveURL(/\/checkSubmit\?/);
    await expect(page.getByRole('heading', { level: 1, name: '提交检测' })).toBeVisible();
  });

  await test.step('upload the document, fill in the paper and submit: a report code', async () => {
    await expect(page.getByRole('radio', { name: '硕士学位论文检测' })).toBeChecked();
    await page.locator('input[type="file"]').setInputFiles(DOCUMENT);
    await expect(page.getByRole('list', { name: '已上传文件' }).getByText(DOCUMENT.name)).toBeVisible();
    await page.getByRole('textbox', { name: /论文题目/ }).fill(title);
    await page.getByRole('textbox', { name: /作者/ }).fill('张晓明');
    await page.getByRole('button', { name: '提交检测' }).click();
    await expect(page.getByRole('heading', { name: /提交成功/ })).toBeVisible();
    const href = (await page.getByRole('link', { name: '查看报告' }).getAttribute('href')) ?? '';
    code = /\/report\/(BG\d+)$/.exec(href)?.[1] ?? '';
    expect(code, 'the success card links the new report').not.toBe('');
  });

  const row = page.getByRole('table', { name: '查重记录' }).getByRole('row').filter({ hasText: code });

  await test.step('the check center lists it, running at first, and refreshes itself until it is done', async () => {
    await page.goto('/checkCenter');
    await expect(page.getByRole('heading', { level: 1, name: '查重中心' })).toBeVisible();
    await expect(row).toContainText(title);
    // The mock check runs for 10 s (mocks/api/report/progress.ts); the list polls meanwhile.
    await expect(row.getByText('检测完成')).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(/\d+\.\d%/);
  });

  await test.step('download its report: a named, non-empty file', async () => {
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `下载报告 检测报告-${code}` }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toContain(code);
    const bytes = await bytesOf(file);
    expect(bytes.length).toBeGreaterThan(0);
  });
});

test('a main account exports its check records as a CSV with a BOM and a Chinese header', async ({ page }) => {
  await page.goto('/agentLogin');
  await agentLogin(page, 'agent', 'Agent@123');
  await expect(page).toHaveURL(/\/agentHome$/);

  await page.goto('/checkRecord?channel=direct');
  const table = page.getByRole('table', { name: '检测记录' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('combobox', { name: '渠道' })).toHaveValue('direct');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^检测记录-\d{8}\.csv$/);
  const bytes = await bytesOf(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^编号,标题,作者\/权利人,服务,服务类型,状态,.*,账号,渠道,推广码,客户$/);
  expect(lines.length).toBeGreaterThan(1);
  // The current filter (channel 自主提交) applies to the file too.
  expect(lines.slice(1).every((line) => line.includes(',自主提交,'))).toBe(true);
});
