import { describe, expect, it } from 'vitest';
import { HttpResponse, listStateCases, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

const emptyStats = (begin: string, end: string) => ({
  code: 200,
  msg: '操作成功',
  data: {
    beginTime: begin,
    endTime: end,
    totalCount: 0,
    totalAmount: 0,
    byDay: [{ date: begin, count: 0, amount: 0 }],
    byCheckType: [],
    byAccount: [],
  },
});

describe('/checkStatictis', () => {
  it('shows a main account the sums, the lazily loaded chart, the daily table and the breakdowns; filters go to the URL', async () => {
    const [user, app] = await openPage('/checkStatictis', '检测统计', 'agentMain');
    expect(await screen.findByText('共 30 天')).toBeTruthy();
    const daily = await screen.findByRole('table', { name: '每日明细' });
    expect(within(daily).getAllByRole('row')).toHaveLength(31);
    expect(await screen.findByRole('img', { name: /^每日检测次数柱状图，共 30 天/ })).toBeTruthy();
    const byType = screen.getByRole('table', { name: '按检测类型' });
    expect(within(byType).getAllByRole('row').length).toBeGreaterThan(2);
    expect(screen.getByRole('table', { name: '按账号' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    // The chart switches to the amounts.
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(screen.getByRole('img', { name: /^每日检测金额柱状图/ })).toBeTruthy();

    // The inputs show the range the server counted; a wrong range is refused next to the field,
    // a right one goes to the URL.
    const shown = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(shown('结束日期')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByText(`${shown('开始日期')} 至 ${shown('结束日期')}`)).toBeTruthy();
    await user.clear(screen.getByLabelText('开始日期'));
    await user.clear(screen.getByLabelText('结束日期'));
    await user.type(screen.getByLabelText('开始日期'), '2026-06-30');
    await user.type(screen.getByLabelText('结束日期'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeTruthy();
    expect(app.router.state.location.search).toEqual({});

    await user.clear(screen.getByLabelText('结束日期'));
    await user.type(screen.getByLabelText('结束日期'), '2026-07-06');
    await user.selectOptions(screen.getByRole('combobox', { name: '服务类型' }), 'aigc');
    await user.selectOptions(await screen.findByRole('combobox', { name: '账号' }), '2002');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        beginTime: '2026-06-30',
        endTime: '2026-07-06',
        service: 'aigc',
        accountId: 2002,
      }),
    );
    expect(await screen.findByText('2026-06-30 至 2026-07-06')).toBeTruthy();
  });

  it('shows a sub account only its own numbers, without the account filter', async () => {
    await openAs('agentSub', '/checkStatictis?service=check');
    expect(await screen.findByRole('table', { name: '每日明细' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '账号' })).toBeNull();
    expect(screen.queryByRole('table', { name: '按账号' })).toBeNull();
    expect((screen.getByRole('combobox', { name: '服务类型' }) as HTMLSelectElement).value).toBe('check');
  });

  listStateCases('getAgentCheckStatistics', 'agentMain', '/checkStatictis', {
    cases: 'together',
    empty: { text: '该区间内暂无检测记录', answer: emptyStats('2026-01-01', '2026-01-01') },
    failure: '统计服务繁忙',
    loaded: () => screen.findByRole('table', { name: '每日明细' }),
  });

  it('says when the account list cannot be loaded, and loads it again', async () => {
    let calls = 0;
    server.use(
      onApi('listSubAccounts', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: 500, msg: '账号服务繁忙' }) : undefined;
      }),
    );
    await openAs('agentMain', '/checkStatictis');
    const failure = await screen.findByText(/账号列表加载失败：账号服务繁忙/);
    // The statistics themselves still show.
    expect(await screen.findByRole('table', { name: '每日明细' })).toBeTruthy();
    await userEvent.click(within(failure).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText(/账号列表加载失败/)).toBeNull());
    const account = screen.getByRole('combobox', { name: '账号' });
    expect(within(account).getByRole('option', { name: /江城大学文学院/ })).toBeTruthy();
  });
});
