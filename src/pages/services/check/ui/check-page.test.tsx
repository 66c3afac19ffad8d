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

describe('/check', () => {
  it('explains the service, lists the check types with prices and leads to /checkSubmit', async () => {
    open('/check');
    expect(await screen.findByRole('heading', { level: 1, name: '学术查重' })).toBeTruthy();
    const section = screen.getByRole('region', { name: '检测类型与价格' });
    expect(await within(section).findByText('本科毕业论文检测')).toBeTruthy();
    expect(within(section).getByText('¥68.00')).toBeTruthy();
    expect(within(section).getByText('¥298.00')).toBeTruthy();
    const choose = within(section).getAllByRole('link', { name: '选择此类型检测' });
    expect(choose).toHaveLength(4);
    expect(choose[0]!.getAttribute('href')).toBe('/checkSubmit?service=check&typeId=101');
    expect(screen.getByRole('link', { name: '立即检测' }).getAttribute('href')).toBe('/checkSubmit?service=check');
    expect(within(screen.getByRole('list', { name: '检测流程' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('says when no check type is configured, and shows a failure with retry', async () => {
    let mode: 'empty' | 'error' | 'real' = 'empty';
    server.use(
      onApi('getCheckConfig', () =>
        mode === 'empty'
          ? HttpResponse.json({ code: 200, msg: 'ok', data: [] })
          : mode === 'error'
            ? HttpResponse.json({ code: 500, msg: '服务繁忙' })
            : undefined,
      ),
    );
    open('/check');
    expect(await screen.findByText('暂无可用的检测类型')).toBeTruthy();
    unwire?.();
    cleanup();

    mode = 'error';
    open('/check');
    expect(await screen.findByText('检测类型加载失败')).toBeTruthy();
    mode = 'real';
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('本科毕业论文检测')).toBeTruthy());
  });
});
