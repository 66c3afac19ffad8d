import { expect, test } from './fixtures';

const EXPERT_LINK = /^\/expert\/\d+$/;

test.describe('expert directory and articles', () => {
  test('expert list: filter, page through and open an expert with works and an interview video', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/experts');
    await expect(page.getByRole('heading', { level: 1, name: '专家学者' })).toBeVisible();
    await expect(page.getByText('共找到 60 位专家')).toBeVisible();
    const cards = page.locator('main a[href^="/expert/"]');
    await expect(cards).toHaveCount(12);
    const firstOnPageOne = await cards.first().getAttribute('href');

    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/experts\?page=2$/);
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first()).not.toHaveAttribute('href', firstOnPageOne ?? '');
    await expect(page.locator('main')).not.toContainText(/undefined|NaN|\[object Object\]/);

    // A reload keeps the page; back returns to page 1.
    await page.reload();
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('combobox', { name: '学科' }).selectOption('临床医学');
    await expect(page).toHaveURL(/discipline=/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(/共找到 \d+ 位专家/)).not.toHaveText('共找到 60 位专家');

    const link = cards.first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(EXPERT_LINK);
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '个人简介' })).toBeVisible();

    await page.getByRole('tab', { name: /学术成果/ }).click();
    await expect(page).toHaveURL(/tab=works/);
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    await page.goto('/expert/11?tab=interviews');
    await page
      .getByRole('button', { name: /^播放：/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const video = dialog.locator('video[controls]');
    await expect(video).toHaveAttribute('src', /^\/api\/media\/interviews\/\d+\.webm$/);
    // The mock serves a real WebM clip: the player gets its metadata without an error.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.error === null)).toBe(true);
    await dialog.getByRole('button', { name: '关闭视频' }).click();
    await expect(dialog).toBeHidden();
  });

  test('on a 375 px phone: /experts becomes /mobile/experts, loads more and opens a phone profile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/experts');
    await expect(page).toHaveURL(/\/mobile\/experts$/);
    await expect(page.getByRole('heading', { level: 1, name: '专家学者' })).toBeVisible();
    await expect(page.getByText('共 60 位专家')).toBeVisible();
    const rows = page.getByRole('article');
    await expect(rows).toHaveCount(10);
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect(rows).toHaveCount(20);

    // Nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const link = rows.nth(12).getByRole('link');
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/mobile\/expert\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('tab', { name: /成果/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

    // The desktop profile link of the same expert switches to the phone one too.
    const id = new URL(page.url()).pathname.split('/').pop();
    await page.goto(`/expert/${id}`);
    await expect(page).toHaveURL(new RegExp(`/mobile/expert/${id}$`));

    await page.goto('/mobile/expertSearch');
    await page.getByRole('searchbox', { name: '搜索专家' }).fill(name);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByRole('article').first().locator('mark').first()).toHaveText(name);
  });

  test('news list with a date range, then an article detail, sanitized, with its neighbours', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
    await expect(page.getByText('共 40 篇资讯')).toBeVisible();
    await page.getByLabel('开始日期').fill('2026-01-01');
    await page.getByLabel('结束日期').fill('2026-12-31');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/beginTime=2026-01-01.*endTime=2026-12-31/);
    await expect(page.getByText(/共 \d+ 篇资讯/)).toBeVisible();

    const first = page.locator('main article h2 a').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/academicDetail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    const neighbours = page.getByRole('navigation', { name: '上一篇与下一篇' });
    await expect(neighbours).toBeVisible();

    // Article 5 carries a script, an onerror and a javascript: link: none of them survives.
    await page.goto('/academicDetail/5');
    await expect(page.locator('.rich-text')).toBeVisible();
    await expect(page.locator('.rich-text script')).toHaveCount(0);
    await expect(page.locator('.rich-text [onerror]')).toHaveCount(0);
    await expect(page.locator('.rich-text a[href^="javascript:"]')).toHaveCount(0);
    await neighbours.getByRole('link').last().click();
    await expect(page).toHaveURL(/\/academicDetail\/6$/);
  });
});
