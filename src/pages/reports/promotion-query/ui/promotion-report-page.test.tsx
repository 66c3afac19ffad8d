import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
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

describe('/promotion/report/{code}', () => {
  it('queries on the promotion path and stays on it', async () => {
    const user = userEvent.setup();
    const app = open('/promotion/report/BG2026110003');
    expect(await screen.findByRole('heading', { level: 1, name: '推广报告查询' })).toBeTruthy();
    expect(await screen.findByText('乡村振兴背景下县域职业教育产教融合路径')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载报告 检测报告-BG2026110003' })).toBeTruthy();

    const input = screen.getByRole('textbox', { name: /报告编号/ });
    await user.clear(input);
    await user.type(input, 'BG2026110011{Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/promotion/report/BG2026110011'));
    expect(await screen.findByText('检测失败')).toBeTruthy();
    expect(screen.getByText(/检测未能完成/)).toBeTruthy();
  });

  it('rejects a malformed code before asking, and shows an answer without data as a failed load with a retry', async () => {
    const user = userEvent.setup();
    open('/promotion/report');
    await user.type(await screen.findByRole('textbox', { name: /报告编号/ }), 'BG 12{Enter}');
    expect(await screen.findByText(/报告编号格式不正确/)).toBeTruthy();
    unwire?.();
    cleanup();
    // The contract answers an unknown code with code 500; a 200 without the report breaks it.
    server.use(onApi('queryReport', () => HttpResponse.json({ code: 200, msg: 'ok' })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open('/promotion/report/BG2026110001');
    expect(await screen.findByText('数据格式异常，请稍后重试或联系管理员')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('offers a retry when the answer is broken', async () => {
    let fail = true;
    server.use(onApi('queryReport', () => (fail ? new HttpResponse('<html>', { status: 502 }) : undefined)));
    open('/promotion/report/BG2026110004');
    expect(await screen.findByText('系统接口502异常')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('个人信息保护中的告知同意规则研究')).toBeTruthy();
  });
});
