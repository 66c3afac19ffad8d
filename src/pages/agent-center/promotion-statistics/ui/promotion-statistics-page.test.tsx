import { describe, expect, it } from 'vitest';
import { listStateCases, openAs, screen, waitFor, within, openPage } from '@/app/test';

describe('/promotionStatictis', () => {
  it('shows the sales through the promotion codes over a preset range, per day and per code', async () => {
    const [user, app] = await openPage('/promotionStatictis', '推广统计', 'agentMain');
    await user.click(await screen.findByRole('button', { name: '近一年' }));
    await waitFor(() => expect(Object.keys(app.router.state.location.search)).toEqual(['beginTime', 'endTime']));
    expect(await screen.findByText('共 365 天')).toBeTruthy();
    const byCode = await screen.findByRole('table', { name: '按推广码' });
    // Seeded sales came through the enabled codes, e.g. the library's JCDX2026.
    expect(within(byCode).getByText('JCDX2026')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: '每日明细' })).getAllByRole('row')).toHaveLength(366);
    expect(await screen.findByRole('img', { name: /^每日成交次数柱状图，共 365 天/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '账号' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
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
