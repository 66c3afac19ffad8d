import { describe, expect, it } from 'vitest';
import { closeApps, HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, within } from '@/app/test';

describe('/resources', () => {
  it('describes resource sharing, shows the packages on sale and links to /buyResource', async () => {
    renderApp('/resources');
    expect(await screen.findByRole('heading', { level: 1, name: '资源共享' })).toBeTruthy();
    const packages = screen.getByRole('region', { name: '在售资源包' });
    expect(await within(packages).findByText('学术进阶包')).toBeTruthy();
    expect(within(packages).getByText('¥299.00')).toBeTruthy();
    expect(within(packages).getByText('¥399.00')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '购买资源包' })[0]!.getAttribute('href')).toBe('/buyResource');
    expect(screen.getByRole('link', { name: '我的隐私资源' }).getAttribute('href')).toBe('/privacyResource');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('no packages, and a failed load with retry', async () => {
    let mode: 'empty' | 'error' | 'real' = 'empty';
    server.use(
      onApi('listResourcePackages', () =>
        mode === 'empty'
          ? HttpResponse.json({ code: 200, msg: 'ok', data: [] })
          : mode === 'error'
            ? HttpResponse.json({ code: 500, msg: '服务繁忙' })
            : undefined,
      ),
    );
    renderApp('/resources');
    expect(await screen.findByText('暂无在售资源包')).toBeTruthy();
    closeApps();
    mode = 'error';
    renderApp('/resources');
    expect(await screen.findByText('资源包加载失败')).toBeTruthy();
    mode = 'real';
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('基础资源包')).toBeTruthy());
  });
});
