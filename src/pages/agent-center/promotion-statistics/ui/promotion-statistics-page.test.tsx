import { describe, expect, it } from 'vitest';
import { HttpResponse, JUNK_TEXT, listStateCases, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

/** Statistics valid by the contract that no screen can compute with as they are. */
const junkStats = (begin: string, end: string) => ({
  code: 200,
  msg: '操作成功',
  data: {
    beginTime: begin,
    endTime: end,
    totalCount: 5,
    totalAmount: 1e308,
    byDay: [
      { date: '', count: 1, amount: 10 },
      { date: '2026-07-01 09:30:00', count: 5, amount: 1e308 },
    ],
    byCode: [{ code: 'JCDX2026', name: '图书馆推广', service: 'check', count: 5, amount: 1e308 }],
  },
});

/** The value and hint under a sum's label. */
const sumOf = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;

describe('/promotionStatictis', () => {
  it('shows the sales through the promotion codes over a preset range, per day and per code', async () => {
    const [user, app] = await openPage('/promotionStatictis', '推广统计', 'agentMain');
    await user.click(await screen.findByRole('button', { name: '近一年' }));
    await waitFor(() => expect(Object.keys(app.router.state.location.search)).toEqual(['beginTime', 'endTime']));
    expect(await screen.findByText('共 365 天')).toBeVisible();
    const byCode = await screen.findByRole('table', { name: '按推广码' });
    // Seeded sales came through the enabled codes, e.g. the library's JCDX2026.
    expect(within(byCode).getByText('JCDX2026')).toBeVisible();
    expect(within(screen.getByRole('table', { name: '每日明细' })).getAllByRole('row')).toHaveLength(366);
    expect(await screen.findByRole('img', { name: /^每日成交次数柱状图，共 365 天/ })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: '账号' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it.each([
    ['dates that are not dates', '', 'abc'],
    ['a period that ends before it begins', '2026-07-06 00:00:00', '2026-07-01 00:00:00'],
  ])('shows 「—」 for %s and for an amount too large to count, never NaN', async (_case, begin, end) => {
    server.use(onApi('getAgentPromotionStatistics', () => HttpResponse.json(junkStats(begin, end))));
    await openAs('agentMain', '/promotionStatictis');
    const byCode = await screen.findByRole('table', { name: '按推广码' });
    expect(sumOf('统计区间')).toBe('统计区间—');
    // The count is sound (and a day written with a time is shown as its day), but there is no period to average it over.
    expect(sumOf('推广成交')).toBe('推广成交5 次');
    expect(sumOf('成交金额')).toBe('成交金额—');
    expect(screen.queryByText(/共 .* 天|日均/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: '每日明细' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['日期成交次数成交金额', '2026-07-015—']);
    expect(
      within(byCode)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['推广码推广名称服务次数金额', 'JCDX2026图书馆推广学术查重5—', '合计5—']);
    expect(await screen.findByRole('img', { name: /^每日成交次数柱状图，共 1 天，最高 5/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '金额' }));
    // No amount can be drawn: the chart says so without a peak, and draws no bar.
    expect(screen.getByRole('img', { name: '每日成交金额柱状图，共 1 天。数据见下方表格。' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(JUNK_TEXT);
  });

  it('is for main accounts only', async () => {
    const app = await openAs('agentSub', '/promotionStatictis');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/agentHome'));
  });

  listStateCases('getAgentPromotionStatistics', 'agentMain', '/promotionStatictis', {
    cases: 'together',
    empty: {
      text: '该区间内暂无推广成交',
      answer: {
        code: 200,
        msg: '操作成功',
        data: { beginTime: '2026-01-01', endTime: '2026-01-02', totalCount: 0, totalAmount: 0, byDay: [], byCode: [] },
      },
      also: () => {
        // Besides the menu's entry, the empty state links to where codes are made.
        const links = screen.getAllByRole('link', { name: '推广检测' }).filter((link) => !link.closest('nav'));
        expect(links.map((link) => link.getAttribute('href'))).toEqual(['/checkPromotion']);
      },
    },
    failure: '统计服务繁忙',
    loaded: () => screen.findByRole('table', { name: '按推广码' }),
  });
});
