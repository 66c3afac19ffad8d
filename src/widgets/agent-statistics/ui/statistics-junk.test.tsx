import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { DailyStatistics } from './daily-statistics';
import { StatisticsTable } from './statistics-table';
import { StatisticsTotals } from './statistics-totals';

/*
 * What the contract's boundary lets through today is tested on the pages; these are the values it
 * may let through once counters and timestamps are optional, or that a caller passes:
 * missing, negative, not finite.
 */
const JUNK = /NaN|Infinity|undefined|null|Invalid Date|\[object Object\]|e\+\d|(?:^|\D)-\d/;

const sumOf = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;

describe('statistics with values that cannot be counted', () => {
  it.each([
    ['missing', undefined, undefined, undefined, undefined],
    ['null', null, null, null, null],
    ['negative or not finite', '2026-07-01', '2026-07-06', -5, Number.NaN],
    ['infinite', '2026-07-01', '2026-07-06', Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
  ])('the totals show 「—」 for %s values and no daily average', (_case, beginTime, endTime, totalCount, totalAmount) => {
    renderWithProviders(
      <StatisticsTotals
        beginTime={beginTime}
        endTime={endTime}
        totalCount={totalCount}
        totalAmount={totalAmount}
        countLabel="检测次数"
        amountLabel="检测金额"
      />,
    );
    expect(sumOf('检测次数')).toBe('检测次数—');
    expect(sumOf('检测金额')).toBe('检测金额—');
    expect(screen.queryByText(/日均/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(JUNK);
  });

  it('the totals average a sound sum over a sound period, and only that sum', () => {
    renderWithProviders(
      <StatisticsTotals beginTime="2026-07-01" endTime="2026-07-04" totalCount={10} countLabel="推广成交" amountLabel="成交金额" />,
    );
    expect(sumOf('统计区间')).toBe('统计区间2026-07-01 至 2026-07-04共 4 天');
    expect(sumOf('推广成交')).toBe('推广成交10 次日均 2.5 次');
    expect(sumOf('成交金额')).toBe('成交金额—');
  });

  it('a table shows 「—」 for a missing or negative sum and draws no rows for a missing list', () => {
    renderWithProviders(
      <>
        <StatisticsTable
          caption="按推广码"
          rows={[
            { code: 'TG1', count: -1 },
            { code: 'TG2', amount: Number.NaN },
          ]}
          rowKey={(row) => row.code}
          columns={[{ header: '推广码', cell: (row) => row.code }]}
          totals={{}}
        />
        <StatisticsTable caption="按账号" rows={undefined} rowKey={String} columns={[]} />
      </>,
    );
    const rows = within(screen.getByRole('table', { name: '按推广码' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['推广码次数金额', 'TG1——', 'TG2——', '合计——']);
    expect(within(screen.getByRole('table', { name: '按账号' })).getAllByRole('row')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(JUNK);
  });

  it('the daily chart and table take a missing list and days without numbers', async () => {
    const { unmount } = renderWithProviders(<DailyStatistics days={undefined} countLabel="检测次数" amountLabel="检测金额" />);
    expect(await screen.findByRole('img', { name: '每日检测次数柱状图，共 0 天。数据见下方表格。' })).toBeVisible();
    unmount();
    renderWithProviders(
      <DailyStatistics
        days={[
          { date: '2026-07-01', count: -3, amount: Number.NaN },
          { date: '2026-07-02', count: Number.POSITIVE_INFINITY, amount: 1e308 },
        ]}
        countLabel="检测次数"
        amountLabel="检测金额"
      />,
    );
    const chart = await screen.findByRole('img', { name: '每日检测次数柱状图，共 2 天。数据见下方表格。' });
    // Nothing to draw: no bar, each day titled 「—」, the axis 0–1.
    expect(chart.querySelectorAll('rect.bar')).toHaveLength(0);
    expect([...chart.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['2026-07-01：—', '2026-07-02：—']);
    expect(
      within(screen.getByRole('table', { name: '每日明细' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['日期检测次数检测金额', '2026-07-01——', '2026-07-02——']);
    expect(document.body.textContent).not.toMatch(JUNK);
  });
});
