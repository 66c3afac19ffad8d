import type { Page } from '@playwright/test';
import { demoCredentials } from '../mocks/api/auth/tables';
import { expect, test } from './fixtures';
import { shiftTabTo, smsLogin, tabTo } from './helpers';

/*
 * The avatar crop (react-easy-crop in a dialog) done with the keyboard alone: the
 * picker opened with Enter, the image moved with the arrow keys in the crop area, zoomed and
 * rotated with buttons and sliders, confirmed with Enter; Escape leaves without a change. The
 * focus goes back to the button that opened the picker each time.
 */

/** A 400x300 PNG drawn in the page (two colours, so a crop of it is not uniform). */
async function drawPng(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(400, 300);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#c0392b';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#2c3e50';
    context.fillRect(100, 50, 200, 200);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  return Buffer.from(bytes);
}

test('avatar crop by keyboard: pick with Enter, move with arrows, zoom, rotate, confirm; focus comes back', async ({ page }) => {
  await page.goto('/login?redirect=%2FsetCenter');
  await smsLogin(page, demoCredentials.individual.mobile);
  await expect(page).toHaveURL(/\/setCenter$/);
  const png = await drawPng(page);
  const form = page.getByRole('form', { name: '基本资料' });
  const avatar = form.getByRole('group', { name: '更换头像' });

  const choose = avatar.getByRole('button', { name: '选择图片' });
  await tabTo(page, choose);
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: '头像.png', mimeType: 'image/png', buffer: png });

  const dialog = page.getByRole('dialog', { name: '裁剪图片' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);

  // Zoom in first: at 1x the image just fits the box and has no room to move.
  const zoomIn = dialog.getByRole('button', { name: '放大' });
  await tabTo(page, zoomIn);
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
  const zoom = dialog.getByRole('slider', { name: '缩放' });
  await expect(zoom).toHaveAttribute('aria-valuetext', '1.5 倍');

  // Back to the crop area: an arrow key moves the image 10 px under the box, with Shift 2 px.
  const area = dialog.getByRole('group', { name: '裁剪区域' });
  await shiftTabTo(page, area);
  await expect(area).toHaveCSS('outline-style', 'solid');
  // The image's offset, read from its transform (translate, then rotate and scale).
  const image = dialog.locator('img');
  const offset = () => image.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform)).then((m) => ({ x: m.e, y: m.f }));
  const start = await offset();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await offset()).x).toBeCloseTo(start.x - 10, 0);
  await page.keyboard.press('Shift+ArrowUp');
  await expect.poll(async () => (await offset()).y).toBeCloseTo(start.y - 2, 0);

  // The sliders answer the arrow keys; the rotate buttons Space.
  await tabTo(page, zoom);
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveAttribute('aria-valuetext', '1.6 倍');
  const rotation = dialog.getByRole('slider', { name: '旋转角度' });
  await tabTo(page, dialog.getByRole('button', { name: '向右旋转 90 度' }));
  await page.keyboard.press('Space');
  await expect(rotation).toHaveAttribute('aria-valuetext', '90 度');
  await shiftTabTo(page, rotation);
  await page.keyboard.press('ArrowLeft');
  await expect(rotation).toHaveAttribute('aria-valuetext', '89 度');

  await tabTo(page, dialog.getByRole('button', { name: '确定并上传' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(avatar.getByRole('img', { name: '当前图片' })).toBeVisible();
  // The same button, now 更换图片, has the focus again.
  const change = avatar.getByRole('button', { name: '更换图片' });
  await expect(change).toBeFocused();

  // Escape leaves the dialog without a change, and the focus is back on the button.
  chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: '另一张.png', mimeType: 'image/png', buffer: png });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();

  await tabTo(page, form.getByRole('button', { name: '保存资料' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('资料已保存')).toBeVisible();
});
