import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE, renderApp, screen, stubEmptyThenFailure, userEvent, waitFor, within, openPage, stubScrollIntoView } from '@/app/test';

// The whole app renders, and the page's chunk loads on first use: give it time.

stubScrollIntoView();

const region = () => screen.findByRole('region', { name: /检索结果/ });

describe('/advancedSearch', () => {
  it('validates, then combines two conditions with AND and a date range, keeping the query in the URL', async () => {
    const [user, app] = await openPage('/advancedSearch', '高级检索');
    expect(await screen.findByText('填写检索条件后开始检索')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '检索' }));
    expect(await screen.findByText('请至少填写一个检索词')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '第 1 个条件的检索词' }));

    await user.selectOptions(screen.getByRole('combobox', { name: '第 1 个条件的检索字段' }), 'keyword');
    await user.type(screen.getByRole('textbox', { name: '第 1 个条件的检索词' }), '唯物史观');
    await user.selectOptions(screen.getByRole('combobox', { name: '第 2 个条件的检索字段' }), 'title');
    await user.type(screen.getByRole('textbox', { name: '第 2 个条件的检索词' }), '研究');
    await user.type(screen.getByLabelText('开始日期'), '2022-01-01');
    await user.type(screen.getByLabelText('结束日期'), '2016-12-31');
    await user.click(screen.getByRole('button', { name: '检索' }));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeVisible();

    await user.clear(screen.getByLabelText('开始日期'));
    await user.type(screen.getByLabelText('开始日期'), '2014-01-01');
    await user.clear(screen.getByLabelText('结束日期'));
    await user.type(screen.getByLabelText('结束日期'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: '检索' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        conditions: [
          { field: 'keyword', op: 'AND', value: '唯物史观' },
          { field: 'title', op: 'AND', value: '研究' },
        ],
        beginTime: '2014-01-01',
        endTime: '2026-12-31',
      }),
    );
    const results = await region();
    await waitFor(() => expect(within(results).getAllByRole('article').length).toBeGreaterThan(0));
    expect(results.textContent).toContain('检索式：关键词：唯物史观 并且 题名：研究');
    const titles = within(results).getAllByRole('heading', { level: 3 });
    expect(titles.every((title) => title.textContent?.includes('研究'))).toBe(true);
    expect(results.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('adds and removes condition rows, NOT excluding matches', async () => {
    const user = userEvent.setup();
    renderApp('/advancedSearch');
    await user.click(await screen.findByRole('button', { name: '＋ 添加条件' }));
    expect(screen.getAllByRole('textbox', { name: /个条件的检索词/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '删除第 3 个条件' }));
    expect(screen.getAllByRole('textbox', { name: /个条件的检索词/ })).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: '第 1 个条件的检索词' }), '研究');
    await user.selectOptions(screen.getByRole('combobox', { name: '第 2 个条件的组合方式' }), 'NOT');
    await user.selectOptions(screen.getByRole('combobox', { name: '第 2 个条件的检索字段' }), 'keyword');
    await user.type(screen.getByRole('textbox', { name: '第 2 个条件的检索词' }), '唯物史观');
    await user.click(screen.getByRole('button', { name: '检索' }));
    const results = await region();
    await waitFor(() => expect(within(results).getAllByRole('article').length).toBe(10));
    expect(results.textContent).not.toContain('唯物史观；');
    expect(results.textContent).toContain('不含 关键词：唯物史观');
  });

  it('restores a query from the URL, and shows the empty and error states', async () => {
    const stub = stubEmptyThenFailure('advancedSearchWorks', EMPTY_PAGE, '检索服务繁忙');
    const conditions = encodeURIComponent(JSON.stringify([{ field: 'title', op: 'AND', value: '知识图谱' }]));
    renderApp(`/advancedSearch?conditions=${conditions}`);
    expect(await screen.findByText('未找到符合条件的作品')).toBeVisible();
    expect((screen.getByRole('textbox', { name: '第 1 个条件的检索词' }) as HTMLInputElement).value).toBe('知识图谱');

    stub.mode = 'error';
    await userEvent.click(screen.getByRole('button', { name: '检索' }));
    expect(await screen.findByText('检索服务繁忙')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
    expect((screen.getByRole('textbox', { name: '第 1 个条件的检索词' }) as HTMLInputElement).value).toBe('知识图谱');
  });
});
