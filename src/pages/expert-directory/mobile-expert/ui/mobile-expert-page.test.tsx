import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, within } from '@/app/test';

beforeEach(() => {
  window.innerWidth = 375;
});
afterEach(() => {
  window.innerWidth = 1024;
});

describe('/mobile/expert/{id}', () => {
  it('shows the phone profile with 简介, 成果 and 访谈 tabs', async () => {
    const user = userEvent.setup();
    const app = renderApp('/mobile/expert/11');
    expect(await screen.findByRole('heading', { level: 1, name: '金慧' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '个人简介' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /成果/ }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'works' }));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(5));
    expect(screen.getByText('已经到底了')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /访谈/ }));
    const play = await screen.findAllByRole('button', { name: /^播放：/ });
    await user.click(play[0] as HTMLElement);
    expect((await screen.findByRole('dialog')).querySelector('video[controls]')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says so when the expert has no works', async () => {
    server.use(
      onApi('listExpertWorks', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { rows: [], total: 0, page: 1, pageSize: 10 } }),
      ),
    );
    renderApp('/mobile/expert/11?tab=works');
    expect(await screen.findByText('暂无学术成果')).toBeTruthy();
  });

  it('says so for an unknown expert', async () => {
    renderApp('/mobile/expert/99999');
    expect(await screen.findByText('专家不存在或已下线')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '专家详情' })).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      onApi('getExpert', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: 500, msg: '服务繁忙' }) : undefined;
      }),
    );
    renderApp('/mobile/expert/11');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '金慧' })).toBeTruthy();
  });
});
