import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, listStateCases, loaderQueryCases, onApi, openPage, renderApp, screen, server, userEvent, waitFor } from '@/app/test';

const expertLinks = () => screen.getAllByRole('link').filter((link) => /^\/expert\/\d+$/.test(link.getAttribute('href') ?? ''));

describe('/experts', () => {
  it('lists experts twelve to a page and pages through them in the URL', async () => {
    const [user, app] = await openPage('/experts', '专家学者');
    expect(await screen.findByText('共找到 60 位专家')).toBeVisible();
    const firstPage = expertLinks();
    expect(firstPage).toHaveLength(12);
    const firstHref = firstPage[0]?.getAttribute('href');

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page'));
    await waitFor(() => {
      const hrefs = expertLinks().map((link) => link.getAttribute('href'));
      expect(hrefs).not.toContain(firstHref);
    });
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('lists experts that have only the required fields (id, name), without total or page echo', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      onApi('listExperts', () =>
        HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: {
            rows: [
              { id: 901, name: '稀疏专家' },
              { id: 902, name: '另一位' },
            ],
          },
        }),
      ),
      onApi('getExpertFilters', () => HttpResponse.json({ code: 200, msg: '操作成功', data: {} })),
    );
    await openPage('/experts', '专家学者');
    expect(await screen.findByText('共找到 2 位专家')).toBeVisible();
    expect(expertLinks().map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/expert/901', '/expert/902']));
    expect(screen.getByText('稀疏专家')).toBeVisible();
    expect(screen.queryByText('数据格式异常，请稍后重试或联系管理员')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|Invalid Date|\[object Object\]/);
  });

  it('filters by discipline and keyword, and restores the filters from the URL', async () => {
    const user = userEvent.setup();
    const app = renderApp('/experts?discipline=%22%E6%95%99%E8%82%B2%E5%AD%A6%22');
    const select = (await screen.findByRole('combobox', { name: '学科' })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('教育学'));
    await waitFor(() => expect(screen.getByText(/共找到 \d+ 位专家/)).toBeVisible());
    expect(expertLinks().length).toBeGreaterThan(0);

    await user.type(screen.getByRole('textbox', { name: '关键词' }), '不存在的研究方向xyz');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ discipline: '教育学', keyword: '不存在的研究方向xyz' }));
    expect(await screen.findByText('没有找到符合条件的专家')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(await screen.findByText('共找到 60 位专家')).toBeVisible();
  });

  loaderQueryCases('listExperts', {
    path: '/experts?page=2&keyword=%E5%AD%A6',
    query: '?page=2&pageSize=12&keyword=%E5%AD%A6',
    loaded: () => screen.findByText(/共找到 \d+ 位专家/),
    linkFrom: { path: '/expert/11', heading: '金慧', link: '← 返回专家列表', query: '?page=1&pageSize=12' },
  });

  listStateCases('listExperts', '/experts', {
    empty: '暂无专家',
    failure: { message: '服务繁忙', shows: '加载失败' },
    loaded: () => screen.findByText('共找到 60 位专家'),
  });

  it('survives a hand-edited URL', async () => {
    renderApp('/experts?page=abc&keyword=');
    expect(await screen.findByText('共找到 60 位专家')).toBeVisible();
    expect(expertLinks()).toHaveLength(12);
  });
});
