import { describe, expect, it } from 'vitest';
import { smsLoginFx } from '@/entities/session';
import { closeApps, EMPTY_LIST, refuse, renderApp, screen, stubEmptyThenFailure, userEvent, waitFor, openPage } from '@/app/test';

describe('/buyResource', () => {
  it('needs a login', async () => {
    const app = renderApp('/buyResource');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toEqual({
      redirect: '/buyResource',
    });
  });

  it('lists the packages with price and contents; buying creates an order and goes to /payResource', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    const [, app] = await openPage('/buyResource', '购买资源');
    expect(await screen.findByRole('heading', { name: '学术进阶包' })).toBeVisible();
    expect(screen.getByText('¥299.00')).toBeVisible();
    expect(screen.getByText('有效期 90 天')).toBeVisible();
    expect(screen.getByRole('list', { name: '学术进阶包包含的权益' }).textContent).toContain('研究数据集与研究报告下载');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    await userEvent.click(screen.getByRole('button', { name: '立即购买 学术进阶包' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payResource'));
    expect(app.router.state.location.search).toEqual({
      orderId: expect.stringMatching(/^DD\d+$/),
    });
    // The package page stays on screen while the payment page loads: wait for the latter's own heading.
    expect(await screen.findByRole('heading', { level: 1, name: '支付订单' })).toBeVisible();
    expect(await screen.findByText('学术进阶包')).toBeVisible();
  });

  it('empty, failed with retry, and a refused order keeps the user here with the reason', async () => {
    const stub = stubEmptyThenFailure('listResourcePackages', EMPTY_LIST, '服务繁忙');
    refuse('createResourceOrder', '资源包已下架');
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    renderApp('/buyResource');
    expect(await screen.findByText('暂无在售资源包')).toBeVisible();
    closeApps();
    stub.mode = 'error';
    const app = renderApp('/buyResource');
    expect(await screen.findByText('资源包加载失败')).toBeVisible();
    stub.mode = 'real';
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(await screen.findByRole('button', { name: '立即购买 基础资源包' }));
    expect(await screen.findByText('资源包已下架')).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/buyResource');
  });
});
