import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { sessionCleared } from '@/entities/session';
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

describe('/resources', () => {
  it('describes resource sharing, shows the packages on sale and links to /buyResource', async () => {
    open('/resources');
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
    open('/resources');
    expect(await screen.findByText('暂无在售资源包')).toBeTruthy();
    unwire?.();
    cleanup();
    mode = 'error';
    open('/resources');
    expect(await screen.findByText('资源包加载失败')).toBeTruthy();
    mode = 'real';
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('基础资源包')).toBeTruthy());
  });
});
