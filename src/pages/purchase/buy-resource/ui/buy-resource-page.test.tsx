import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { sessionCleared, smsLoginFx } from '@/entities/session';
import { renderApp } from '@/app/test/render-app';
import { onApi } from '@mocks/lib/on-api';

configure({ asyncUtilTimeout: 5000 });

let unwire: (() => void) | undefined;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  unwire?.();
  sessionCleared();
  vi.restoreAllMocks();
});

function open(path: string) {
  const app = renderApp(path);
  unwire = app.unwire;
  return app;
}

describe('/buyResource', () => {
  it('needs a login', async () => {
    const app = open('/buyResource');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toEqual({
      redirect: '/buyResource',
    });
  });

  it('lists the packages with price and contents; buying creates an order and goes to /payResource', async () => {
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    const app = open('/buyResource');
    expect(await screen.findByRole('heading', { level: 1, name: '购买资源' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '学术进阶包' })).toBeTruthy();
    expect(screen.getByText('¥299.00')).toBeTruthy();
    expect(screen.getByText('有效期 90 天')).toBeTruthy();
    expect(screen.getByRole('list', { name: '学术进阶包包含的权益' }).textContent).toContain('研究数据集与研究报告下载');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);

    await userEvent.click(screen.getByRole('button', { name: '立即购买 学术进阶包' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payResource'));
    expect(app.router.state.location.search).toEqual({
      orderId: expect.stringMatching(/^DD\d+$/),
    });
    expect(await screen.findByText('学术进阶包')).toBeTruthy();
  });

  it('empty, failed with retry, and a refused order keeps the user here with the reason', async () => {
    let mode: 'empty' | 'error' | 'real' = 'empty';
    server.use(
      onApi('listResourcePackages', () =>
        mode === 'empty'
          ? HttpResponse.json({ code: 200, msg: 'ok', data: [] })
          : mode === 'error'
            ? HttpResponse.json({ code: 500, msg: '服务繁忙' })
            : undefined,
      ),
      onApi('createResourceOrder', () => HttpResponse.json({ code: 500, msg: '资源包已下架' })),
    );
    await smsLoginFx({ mobile: '13800138000', code: '123456' });
    open('/buyResource');
    expect(await screen.findByText('暂无在售资源包')).toBeTruthy();
    unwire?.();
    cleanup();
    mode = 'error';
    const app = open('/buyResource');
    expect(await screen.findByText('资源包加载失败')).toBeTruthy();
    mode = 'real';
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(await screen.findByRole('button', { name: '立即购买 基础资源包' }));
    expect(await screen.findByText('资源包已下架')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/buyResource');
  });
});
