import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SharedApi from '@/shared/api';
import { listStateCases, renderApp, screen, userEvent, waitFor, openPage } from '@/app/test';

// jsdom's XHR cannot carry a blob through MSW; the helper is the spine's and tested there.
const download = vi.hoisted(() => vi.fn<(kind: string, params: { fileId?: unknown }, fallbackName?: string) => Promise<boolean>>());
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedApi>()),
  download,
}));

beforeEach(() => {
  download.mockResolvedValue(true);
});
afterEach(() => {
  download.mockReset();
});

describe('/report/{code}', () => {
  it('queries the code in the path: a finished report with its status, similarity and download', async () => {
    await openPage('/report/BG2026110001', '报告查询');
    expect((screen.getByRole('textbox', { name: /报告编号/ }) as HTMLInputElement).value).toBe('BG2026110001');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: '基于深度学习的古籍文字识别方法研究',
      }),
    ).toBeVisible();
    expect(await screen.findByText('检测完成')).toBeVisible();
    expect(screen.getByText('8.6%')).toBeVisible();
    expect(screen.getByText('2026年11月20日 15:32')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
    await userEvent.click(screen.getByRole('button', { name: '下载报告 检测报告-BG2026110001' }));
    expect(download).toHaveBeenCalledWith('downloadV2', { fileId: expect.any(String) }, '检测报告-BG2026110001');
  });

  it('shows a running check with 刷新, and puts a typed code into the path', async () => {
    const user = userEvent.setup();
    const app = renderApp('/report');
    const input = await screen.findByRole('textbox', { name: /报告编号/ });
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入报告编号')).toBeVisible();
    await user.type(input, 'bg2026110009{Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/report/BG2026110009'));
    expect(await screen.findByText('检测中')).toBeVisible();
    expect(screen.getByText(/报告正在检测中/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /下载/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('检测中')).toBeVisible();
  });

  it('says plainly when no report has the code, keeping the input', async () => {
    renderApp('/report/BG2099990000');
    expect(await screen.findByText('未能查到编号为 BG2099990000 的报告')).toBeVisible();
    expect(screen.getByText('报告不存在，请核对报告编号')).toBeVisible();
    expect((screen.getByRole('textbox', { name: /报告编号/ }) as HTMLInputElement).value).toBe('BG2099990000');
  });

  // The service cannot be reached: a retry.
  listStateCases('queryReport', '/report/BG2026110002', {
    failure: { dropped: true, shows: '后端接口连接异常' },
    loaded: () => screen.findByText('数字经济对制造业全要素生产率的影响研究'),
  });
});
