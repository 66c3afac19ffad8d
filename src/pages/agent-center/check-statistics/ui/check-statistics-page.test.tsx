import { describe, expect, it } from 'vitest';
import { HttpResponse, JUNK_TEXT, listStateCases, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

/** Statistics valid by the contract that no screen can compute with as they are. */
const junkStats = (begin: string, end: string) => ({
  code: 200,
  msg: '操作成功',
  data: {
    beginTime: begin,
    endTime: end,
    totalCount: 1e308,
    totalAmount: 1e308,
    byDay: [
      { date: '2026-07-01', count: 2, amount: 40 },
      { date: '2026-07-02', count: 1e308, amount: 1e308 },
      { date: 'abc', count: 0, amount: 0 },
    ],
    byCheckType: [{ checkTypeId: 1, checkTypeName: '本科毕业论文检测', service: 'check', count: 1e308, amount: 1e308 }],
    byAccount: [{ accountId: 2001, accountName: '江城大学图书馆', count: 3, amount: 1e308 }],
  },
});

/** The value and hint under a sum's label. */
const sumOf = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;

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
    expect(await screen.findByText('共 30 天')).toBeVisible();
    const daily = await screen.findByRole('table', { name: '每日明细' });
    expect(within(daily).getAllByRole('row')).toHaveLength(31);
    expect(await screen.findByRole('img', { name: /^每日检测次数柱状图，共 30 天/ })).toBeVisible();
    const byType = screen.getByRole('table', { name: '按检测类型' });
    expect(within(byType).getAllByRole('row').length).toBeGreaterThan(2);
    expect(screen.getByRole('table', { name: '按账号' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    // The chart switches to the amounts.
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(screen.getByRole('img', { name: /^每日检测金额柱状图/ })).toBeVisible();

    // The inputs show the range the server counted; a wrong range is refused next to the field,
    // a right one goes to the URL.
    const shown = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(shown('结束日期')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByText(`${shown('开始日期')} 至 ${shown('结束日期')}`)).toBeVisible();
    await user.clear(screen.getByLabelText('开始日期'));
    await user.clear(screen.getByLabelText('结束日期'));
    await user.type(screen.getByLabelText('开始日期'), '2026-06-30');
    await user.type(screen.getByLabelText('结束日期'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeVisible();
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
    expect(await screen.findByText('2026-06-30 至 2026-07-06')).toBeVisible();
  });

  it('shows a sub account only its own numbers, without the account filter', async () => {
    await openAs('agentSub', '/checkStatictis?service=check');
    expect(await screen.findByRole('table', { name: '每日明细' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: '账号' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '按账号' })).not.toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: '服务类型' }) as HTMLSelectElement).value).toBe('check');
  });

  listStateCases('getAgentCheckStatistics', 'agentMain', '/checkStatictis', {
    cases: 'together',
    empty: { text: '该区间内暂无检测记录', answer: emptyStats('2026-01-01', '2026-01-01') },
    failure: '统计服务繁忙',
    loaded: () => screen.findByRole('table', { name: '每日明细' }),
  });

  it.each([
    ['dates that are not dates', 'abc', ''],
    ['a period that ends before it begins', '2026-07-06', '2026-07-01'],
  ])('shows 「—」 for %s and for sums too large to count, never NaN', async (_case, begin, end) => {
    server.use(onApi('getAgentCheckStatistics', () => HttpResponse.json(junkStats(begin, end))));
    await openAs('agentMain', '/checkStatictis');
    const daily = await screen.findByRole('table', { name: '每日明细' });
    expect(sumOf('统计区间')).toBe('统计区间—');
    expect(sumOf('检测次数')).toBe('检测次数—');
    expect(sumOf('检测金额')).toBe('检测金额—');
    expect(screen.queryByText(/^共 .* 天$/)).not.toBeInTheDocument();
    // A day of 1e308 shows 「—」; a day whose date is not one is left out.
    expect(
      within(daily)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['日期检测次数检测金额', '2026-07-012¥40.00', '2026-07-02——']);
    expect(within(screen.getByRole('table', { name: '按检测类型' })).getAllByRole('row')[1]!.textContent).toBe(
      '本科毕业论文检测学术查重——',
    );
    expect(within(screen.getByRole('table', { name: '按账号' })).getAllByRole('row')[1]!.textContent).toBe('江城大学图书馆3—');
    // The chart draws what can be counted and says nothing wrong.
    expect(await screen.findByRole('img', { name: '每日检测次数柱状图，共 2 天，最高 2（2026-07-01）。数据见下方表格。' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(JUNK_TEXT);
    await userEvent.click(screen.getByRole('button', { name: '金额' }));
    expect(screen.getByRole('img', { name: /^每日检测金额柱状图，共 2 天，最高 ¥40.00/ })).toBeVisible();
    expect(document.body.textContent).not.toMatch(JUNK_TEXT);
    // The date inputs are not filled with what is not a day.
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).not.toBe('abc');
  });

  it('counts a period written with times', async () => {
    const answer = emptyStats('2026-07-01 00:00:00', '2026-07-06 23:59:59');
    server.use(
      onApi('getAgentCheckStatistics', () => HttpResponse.json({ ...answer, data: { ...answer.data, totalCount: 12, totalAmount: 60 } })),
    );
    await openAs('agentMain', '/checkStatictis');
    expect(await screen.findByText('共 6 天')).toBeVisible();
    expect(screen.getByText('2026-07-01 至 2026-07-06')).toBeVisible();
    expect(screen.getByText('日均 2.0 次')).toBeVisible();
    expect(screen.getByText('日均 ¥10.00')).toBeVisible();
  });

  it('never prints a negative count: the boundary refuses it and the section says so', async () => {
    const answer = emptyStats('2026-07-01', '2026-07-06');
    server.use(onApi('getAgentCheckStatistics', () => HttpResponse.json({ ...answer, data: { ...answer.data, totalCount: -5 } })));
    await openAs('agentMain', '/checkStatictis');
    expect(await screen.findByText(/数据格式异常/)).toBeVisible();
    expect(screen.queryByText(/-5/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(JUNK_TEXT);
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
    expect(await screen.findByRole('table', { name: '每日明细' })).toBeVisible();
    await userEvent.click(within(failure).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText(/账号列表加载失败/)).not.toBeInTheDocument());
    const account = screen.getByRole('combobox', { name: '账号' });
    expect(within(account).getByRole('option', { name: /江城大学文学院/ })).toBeVisible();
  });
});
