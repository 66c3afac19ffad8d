import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The seeded scholar (mocks/api/auth/tables.ts): /uploadWorks is a scholar page. */
const SCHOLAR_MOBILE = '13900139000';
const SMS_CODE = '123456';
const WORK_NAME = '古籍文字识别方法研究.pdf';
const WORK_BYTES = Buffer.from('%PDF-1.4\n% 演示作品\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'utf8');

// The login form is another issue's; until it lands the session is made the way the form will
// make it: POST /api/login/smsLogin inside the page (MSW answers there), then the cookies the
// session model reads on start (Front-Token, USER_TYPE).
async function logInAsScholar(page: Page, baseURL: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const token = await page.evaluate(
    async ({ mobile, code }) => {
      const response = await fetch('/api/login/smsLogin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobile, code }),
      });
      const body = (await response.json()) as { code: number; data?: { token?: string } };
      return body.code === 200 ? (body.data?.token ?? '') : '';
    },
    { mobile: SCHOLAR_MOBILE, code: SMS_CODE },
  );
  expect(token, 'the mock SMS login answers with a token').not.toBe('');
  await page.context().addCookies([
    { name: 'Front-Token', value: token, url: baseURL },
    { name: 'USER_TYPE', value: 'website', url: baseURL },
  ]);
}

test('files journey: upload a work through the picker, see it listed, download it', async ({ page, baseURL }) => {
  await logInAsScholar(page, baseURL ?? 'http://localhost:4173');

  await test.step('open the works upload page', async () => {
    await page.goto('/uploadWorks');
    await expect(page).toHaveURL(/\/uploadWorks$/);
    await expect(page.getByRole('heading', { level: 1, name: '上传作品' })).toBeVisible();
  });

  await test.step('choose a PDF through the system picker; it uploads and is listed', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '选择文件', exact: true }).click();
    await (await chooser).setFiles({ name: WORK_NAME, mimeType: 'application/pdf', buffer: WORK_BYTES });
    const list = page.getByRole('list', { name: '已上传文件' });
    await expect(list.getByText(WORK_NAME)).toBeVisible();
    // The overlay closed: the area is no longer busy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  await test.step('download it: the same bytes under the same name', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `下载 ${WORK_NAME}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(WORK_NAME);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(WORK_BYTES)).toBe(true);
  });

  await test.step('paste: a file from the clipboard uploads; a clipboard without one is refused', async () => {
    const dropzone = page.getByRole('button', { name: /将文件拖到此处/ });
    await dropzone.focus();
    // A synthetic paste: Playwright cannot put a file on the system clipboard.
    await dropzone.evaluate((element) => {
      const data = new DataTransfer();
      data.items.add(
        new File(['第二章 方法'], '附录.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      );
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole('list', { name: '已上传文件' }).getByText('附录.docx')).toBeVisible();

    await dropzone.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/plain', '只是一段文字');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole('alert').filter({ hasText: '请复制文件后粘贴，或点击选择文件' })).toBeVisible();
  });

  await test.step('a wrong format is refused with SPEC’s message', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /将文件拖到此处/ }).click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByRole('alert').filter({ hasText: '文件格式不正确, 请上传doc/docx/pdf格式文件!' })).toBeVisible();
  });

  await test.step('submit the work', async () => {
    const form = page.getByRole('form', { name: '上传作品' });
    await form.getByRole('textbox', { name: /^作品标题/ }).fill('古籍文字识别方法研究');
    await form.getByRole('combobox', { name: /^作品类型/ }).selectOption({ label: '期刊论文' });
    await form.getByRole('textbox', { name: /^摘要/ }).fill('本文研究古籍文字的自动识别方法。');
    await form.getByRole('textbox', { name: /^关键词/ }).fill('古籍，文字识别');
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('作品已提交审核')).toBeVisible();
    // uploadWork took it: the scholar lands on the works list, where it waits for review.
    await expect(page).toHaveURL(/\/myWorks/);
    await expect(page.getByText('古籍文字识别方法研究').first()).toBeVisible();
  });
});
