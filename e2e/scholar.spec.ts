import { expect, test } from './fixtures';
import { smsLogin } from './helpers';

/* Issue 7: a scholar uploads a work and claims one, against the demo build (MSW in the browser). */

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
