import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeApps, HttpResponse, onApi, renderApp, screen, server, userEvent, waitFor, openPage } from '@/app/test';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/promotion/report/{code}', () => {
  it('queries on the promotion path and stays on it', async () => {
    const [user, app] = await openPage('/promotion/report/BG2026110003', '推广报告查询');
    expect(await screen.findByText('乡村振兴背景下县域职业教育产教融合路径')).toBeVisible();
    expect(screen.getByRole('button', { name: '下载报告 检测报告-BG2026110003' })).toBeEnabled();

    const input = screen.getByRole('textbox', { name: /报告编号/ });
    await user.clear(input);
    await user.type(input, 'BG2026110011{Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/promotion/report/BG2026110011'));
    expect(await screen.findByText('检测失败')).toBeVisible();
    expect(screen.getByText(/检测未能完成/)).toBeVisible();
  });

  it('rejects a malformed code before asking, and shows an answer without data as a failed load with a retry', async () => {
    const user = userEvent.setup();
    renderApp('/promotion/report');
    await user.type(await screen.findByRole('textbox', { name: /报告编号/ }), 'BG 12{Enter}');
    expect(await screen.findByText(/报告编号格式不正确/)).toBeVisible();
    closeApps();
    // The contract answers an unknown code with code 500; a 200 without the report breaks it.
    server.use(onApi('queryReport', () => HttpResponse.json({ code: 200, msg: 'ok' })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/promotion/report/BG2026110001');
    expect(await screen.findByText('数据格式异常，请稍后重试或联系管理员')).toBeVisible();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
  });

  it('offers a retry when the answer is broken', async () => {
    let fail = true;
    server.use(onApi('queryReport', () => (fail ? new HttpResponse('<html>', { status: 502 }) : undefined)));
    renderApp('/promotion/report/BG2026110004');
    expect(await screen.findByText('系统接口502异常')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('个人信息保护中的告知同意规则研究')).toBeVisible();
  });
});
