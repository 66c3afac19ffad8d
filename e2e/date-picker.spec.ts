import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { smsLogin, tabTo } from './helpers';

/** Today in Beijing, the day the picker's shortcuts end on (shared/lib/format). */
function beijingDay(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DEMO_PANELS = ['aside[aria-label="模拟场景面板"]', 'aside[aria-label="契约偏差面板"]'];

test('keyboard only: 近30天 from the date picker filters a record list, and the open calendar has no axe violation', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/checkCenter')}`);
  await smsLogin(page);
  await expect(page.getByRole('heading', { level: 1, name: '查重中心' })).toBeVisible();
  const table = page.getByRole('table', { name: '查重记录' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const trigger = page.getByRole('button', { name: '选择日期范围' });
  const calendar = page.getByRole('application', { name: '日历' });

  await test.step('Tab reaches the calendar button (with a ring); Enter opens it on today', async () => {
    await tabTo(page, trigger, 80);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(calendar.getByRole('button', { name: /切换到月份视图$/ })).toContainText('年');
    await expect(page.locator(':focus')).toHaveAttribute('data-value', beijingDay());
  });

  await test.step('no axe violation with the calendar open', async () => {
    let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    for (const selector of DEMO_PANELS) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });

  await test.step('Tab from the days reaches 近30天; Enter applies it and closes on the button', async () => {
    await tabTo(page, calendar.getByRole('button', { name: /^近30天/ }), 6);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(trigger).toBeFocused();
    const begin = beijingDay(-29);
    const end = beijingDay();
    await expect(page).toHaveURL(new RegExp(`beginTime=${begin}&endTime=${end}`));
    await expect(page.getByLabel('开始日期', { exact: true })).toHaveValue(begin);
    await expect(page.getByLabel('结束日期', { exact: true })).toHaveValue(end);
    // Every row listed now was submitted within the range (or the list says it is empty).
    const rows = table.getByRole('row');
    await expect(rows.nth(1).or(page.getByText(/暂无/))).toBeVisible();
    for (const text of await rows.allInnerTexts()) {
      const day = /\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
      if (day) expect(day >= begin && day <= end, day).toBe(true);
    }
  });

  await test.step('Escape closes the calendar and gives the focus back to its button', async () => {
    await page.keyboard.press('Space');
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
