import { expect, test } from './fixtures';

test.describe('discovery journeys', () => {
  test('search by keyword, see the terms marked, open a work and see its detail', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: '搜索' })).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索关键词' }).fill('唯物史观');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?keyword=/);

    const results = page.getByRole('region', { name: /检索结果/ });
    // The list before the search stays in view while the results render (in slices): the first
    // article is a result once it marks the term. Read and click it only then, or the row read
    // and the row clicked can be two different works.
    await expect(results.getByRole('article').first().locator('mark').first()).toHaveText('唯物史观');
    await expect(results).not.toContainText(/undefined|NaN|\[object Object\]/);

    const link = results.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/work\/(origin\/)?\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: /摘要|内容提要/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '文献信息' })).toBeVisible();

    // Back restores the search from the URL.
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: '搜索关键词' })).toHaveValue('唯物史观');
  });

  test('advanced search: two conditions with AND and a date range', async ({ page }) => {
    await page.goto('/advancedSearch');
    await expect(page.getByRole('heading', { level: 1, name: '高级检索' })).toBeVisible();
    await page.getByRole('combobox', { name: '第 1 个条件的检索字段' }).selectOption('keyword');
    await page.getByRole('textbox', { name: '第 1 个条件的检索词' }).fill('唯物史观');
    await page.getByRole('combobox', { name: '第 2 个条件的组合方式' }).selectOption('AND');
    await page.getByRole('combobox', { name: '第 2 个条件的检索字段' }).selectOption('title');
    await page.getByRole('textbox', { name: '第 2 个条件的检索词' }).fill('研究');
    await page.getByLabel('开始日期').fill('2014-01-01');
    await page.getByLabel('结束日期').fill('2026-12-31');
    await page.getByRole('button', { name: '检索', exact: true }).click();

    await expect(page).toHaveURL(/conditions=.*beginTime=2014-01-01.*endTime=2026-12-31/);
    const results = page.getByRole('region', { name: /检索结果/ });
    await expect(results).toContainText('检索式：关键词：唯物史观 并且 题名：研究');
    await expect(results.getByRole('article').first()).toBeVisible();
    const titles = await results.getByRole('article').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('研究');

    // A reload restores the query and its results.
    await page.reload();
    await expect(page.getByRole('textbox', { name: '第 1 个条件的检索词' })).toHaveValue('唯物史观');
    await expect(
      page
        .getByRole('region', { name: /检索结果/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();
  });

  test('report query: a finished report is downloaded', async ({ page }) => {
    await page.goto('/report');
    await expect(page.getByRole('heading', { level: 1, name: '报告查询' })).toBeVisible();
    await page.getByRole('textbox', { name: /报告编号/ }).fill('BG2026110001');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/\/report\/BG2026110001$/);
    await expect(page.getByText('检测完成', { exact: true })).toBeVisible();
    await expect(page.getByText('8.6%')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载报告 检测报告-BG2026110001' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\S+\.\w+$/);
  });

  test('report validation: the right verification code is genuine, a wrong one is not', async ({ page }) => {
    await page.goto('/reportValidate');
    await expect(page.getByRole('heading', { level: 1, name: '报告验证' })).toBeVisible();
    await page.getByRole('textbox', { name: /报告编号/ }).fill('BG2026110001');
    await page.getByRole('textbox', { name: /验证码/ }).fill('A1B2C3');
    await page.getByRole('button', { name: '验证' }).click();
    await expect(page.getByText('验证通过：报告真实有效')).toBeVisible();
    await expect(page.getByText('基于深度学习的古籍文字识别方法研究')).toBeVisible();

    await page.getByRole('textbox', { name: /验证码/ }).fill('ZZZ999');
    await page.getByRole('button', { name: '验证' }).click();
    await expect(page.getByText('验证未通过')).toBeVisible();
    await expect(page.getByText('验证通过：报告真实有效')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /报告编号/ })).toHaveValue('BG2026110001');
    await expect(page.getByRole('textbox', { name: /验证码/ })).toHaveValue('ZZZ999');
  });
});
