import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SharedApi from '@/shared/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/test';
import { DownloadButton } from './download-button';

// The helper itself (blob, Content-Disposition, '无文件', '下载文件出现错误…') is the spine's and
// tested there; jsdom's XHR cannot carry a blob answer through MSW. Here: what the button adds.
const download = vi.hoisted(() => vi.fn<(kind: string, params: { fileId?: unknown }, fallbackName?: string) => Promise<boolean>>());
vi.mock('@/shared/api', async (importOriginal) => ({ ...(await importOriginal<typeof SharedApi>()), download }));

afterEach(() => download.mockReset());

describe('DownloadButton', () => {
  it('downloads the file by id through the helper, with the fallback name', async () => {
    download.mockResolvedValue(true);
    renderWithProviders(<DownloadButton fileId="f-1" kind="oss" fileName="论文.pdf" />);
    await userEvent.setup().click(screen.getByRole('button', { name: '下载 论文.pdf' }));
    expect(download).toHaveBeenCalledWith('oss', { fileId: 'f-1' }, '论文.pdf');
  });

  it('shows a spinner while downloading and ignores a second click', async () => {
    let finish: (ok: boolean) => void = () => {};
    download.mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<DownloadButton fileId={7} kind="downloadV2" />);
    const button = screen.getByRole('button', { name: '下载' });
    await user.click(button);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toContain('下载中');
    await user.click(button);
    expect(download).toHaveBeenCalledTimes(1);
    finish(true);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    expect(screen.getByRole('button', { name: '下载' })).toBeEnabled();
  });

  it('passes a missing id on, so the helper says 无文件', async () => {
    download.mockResolvedValue(false);
    renderWithProviders(<DownloadButton fileId={undefined} kind="downloadV2" />);
    await userEvent.setup().click(screen.getByRole('button', { name: '下载' }));
    expect(download).toHaveBeenCalledWith('downloadV2', { fileId: undefined }, undefined);
  });

  it('stops spinning after a failed download', async () => {
    download.mockResolvedValue(false);
    renderWithProviders(
      <DownloadButton fileId="x" kind="oss">
        下载报告
      </DownloadButton>,
    );
    const button = screen.getByRole('button', { name: '下载报告' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  });
});
