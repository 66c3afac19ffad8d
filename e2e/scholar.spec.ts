import { expect, test } from './fixtures';
import { smsLogin } from './helpers';

/* A scholar uploads a work and claims one, against the demo build (MSW in the browser). */

const TITLE = '新时代高校思想政治理论课的守正创新';

test('a scholar uploads a work, sees it in my works, then claims a catalogue work', async ({ page }) => {
  await page.goto('/login');
  await smsLogin(page, '13900139000');
  await expect(page).toHaveURL(/\/userIndex$/);

  await page.goto('/uploadWorks');
  const form = page.getByRole('form', { name: '上传作品' });
  await form.getByRole('textbox', { name: /^作品标题/ }).fill(TITLE);
  await form.getByRole('combobox', { name: /^作品类型/ }).selectOption({ label: '期刊论文' });
  await form.getByRole('textbox', { name: /^摘要/ }).fill('本文讨论高校思想政治理论课在新时代的守正与创新。');
  await form.getByRole('textbox', { name: /^关键词/ }).fill('思政课，守正创新');
  await form.locator('input[type="file"]').setInputFiles({
    name: '思政课论文.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% 演示文件\n'),
  });
  await expect(form.getByRole('list', { name: '已上传文件' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: '提交审核' }).click();

  await expect(page).toHaveURL(/\/myWorks$/);
  const uploaded = page.getByRole('article', { name: TITLE });
  await expect(uploaded).toContainText('审核中');
  await expect(uploaded).toContainText('期刊论文');

  await page.getByRole('navigation', { name: '学者服务菜单' }).getByRole('link', { name: '认领作品' }).click();
  await expect(page).toHaveURL(/\/claimWorks$/);
  await page.getByRole('textbox', { name: '检索可认领的作品' }).fill('敦煌文献');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const first = page.getByRole('list', { name: '可认领的作品' }).getByRole('listitem').first();
  await expect(first.locator('mark').first()).toHaveText('敦煌文献');
  const title = (await first.getByRole('heading').textContent()) ?? '';
  expect(title).not.toBe('');
  await first.getByRole('button', { name: `认领「${title}」` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认认领' }).click();
  await expect(first).toContainText('已认领');
  await expect(first.getByRole('button', { name: /^认领/ })).toHaveCount(0);

  await first.getByRole('link', { name: '在我的作品中查看' }).click();
  await expect(page).toHaveURL(/\/myWorks\?status=claimed$/);
  await expect(page.getByRole('article', { name: title })).toContainText('已认领');
});

test('a scholar crops a new photo on /scholarInfo and saves it, under the deploy CSP and Trusted Types', async ({ page }) => {
  await page.goto('/login?redirect=%2FscholarInfo');
  await smsLogin(page, '13900139000');
  await expect(page).toHaveURL(/\/scholarInfo$/);
  const png = Buffer.from(
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(300, 400);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#1f6feb';
      context.fillRect(0, 0, 300, 400);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    }),
  );
  const form = page.getByRole('form', { name: '学者信息' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /选择图片|更换图片/ }).click();
  await (await chooser).setFiles({ name: '学者照片.png', mimeType: 'image/png', buffer: png });

  const dialog = page.getByRole('dialog', { name: '裁剪图片' });
  await expect(dialog).toBeVisible();
  // react-easy-crop's stylesheet came with the build: its crop area is laid out, not collapsed.
  await expect(dialog.locator('.reactEasyCrop_Container')).toHaveCSS('position', 'absolute');
  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/oss/upload');
  await dialog.getByRole('button', { name: '确定并上传' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('img', { name: '当前图片' })).toHaveAttribute('src', /\/api\/common\/imageView\//);

  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '学者信息已保存' })).toBeVisible();
});
