import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, within } from '@/app/test';

describe('/expertMore', () => {
  it('lists interviews with the expert linked, searches and plays one', async () => {
    const user = userEvent.setup();
    const app = renderApp('/expertMore');
    expect(await screen.findByRole('heading', { level: 1, name: '专家访谈' })).toBeTruthy();
    expect(await screen.findByText('共 66 篇访谈')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/expert\/\d+$/);

    await user.type(screen.getByRole('textbox', { name: '搜索专家访谈' }), '莫敬阳');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ keyword: '莫敬阳' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(10));
    // The keyword is marked in the results.
    expect(document.querySelector('mark')?.textContent).toBe('莫敬阳');

    await user.click(screen.getAllByRole('button', { name: /^观看视频：/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('video[controls]')).toBeTruthy();
  });

  it('refuses an over-long keyword before it reaches the URL', async () => {
    const user = userEvent.setup();
    const app = renderApp('/expertMore');
    await screen.findByText('共 66 篇访谈');
    await user.type(screen.getByRole('textbox', { name: '搜索专家访谈' }), '长'.repeat(51));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('关键词不能超过50个字')).toBeTruthy();
    expect(app.router.state.location.search).toEqual({});
  });

  it('says so when there are no interviews', async () => {
    server.use(
      onApi('listExpertInterviews', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } }),
      ),
    );
    renderApp('/expertMore');
    expect(await screen.findByText('暂无专家访谈')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      onApi('listExpertInterviews', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: 500, msg: '服务繁忙' }) : undefined;
      }),
    );
    renderApp('/expertMore');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('共 66 篇访谈')).toBeTruthy();
  });
});
