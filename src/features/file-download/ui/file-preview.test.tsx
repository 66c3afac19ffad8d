import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { FilePreview } from './file-preview';

// jsdom's XHR cannot carry a blob answer through MSW (see download.test.ts in shared/api), so
// the preview's one call is replaced; what it sends is tested in fetch-file-blob.test.ts.
const fetchFileBlob = vi.hoisted(() => vi.fn<(kind: string, fileId: string | number, signal?: AbortSignal) => Promise<Blob>>());
vi.mock('../api/fetch-file-blob', () => ({ fetchFileBlob }));

const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
let created: Blob[] = [];
let revoked: string[] = [];

beforeEach(() => {
  created = [];
  revoked = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      created.push(blob);
      return `blob:preview/${created.length}`;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});
afterEach(() => {
  Object.assign(URL, objectUrls);
  fetchFileBlob.mockReset();
});

describe('FilePreview', () => {
  it('shows an image through the image view path', () => {
    renderWithProviders(<FilePreview file={{ id: '1', fileName: 'a1b2.png', originalFilename: '封面.PNG' }} />);
    expect(screen.getByRole('img', { name: '封面.PNG' }).getAttribute('src')).toBe('/api/common/imageView/a1b2.png');
  });

  it('prefixes the server’s filePreview with /api', () => {
    renderWithProviders(<FilePreview file={{ id: '1', fileName: 'x.jpg', filePreview: '/common/imageView/x.jpg' }} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/common/imageView/x.jpg');
  });

  it('falls back to a download button when the image cannot load', () => {
    renderWithProviders(<FilePreview file={{ id: '1', fileName: 'gone.png' }} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('图片加载失败，请下载后查看。')).toBeVisible();
    expect(screen.getByRole('button', { name: '下载 gone.png' })).toBeEnabled();
  });

  it('shows a PDF from a blob URL fetched through the client, and revokes it on unmount', async () => {
    fetchFileBlob.mockResolvedValue(new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/octet-stream' }));
    const view = renderWithProviders(
      <FilePreview kind="downloadV2" file={{ id: 'p1', fileName: 's.pdf', originalFilename: '报告.pdf' }} />,
    );
    expect(screen.getByRole('status').textContent).toContain('正在加载预览');
    const frame = await screen.findByTitle('预览 报告.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:preview/1');
    expect(created[0]?.type).toBe('application/pdf');
    expect(created[0]?.size).toBe(4);
    expect(fetchFileBlob).toHaveBeenCalledWith('downloadV2', 'p1', expect.any(AbortSignal));
    view.unmount();
    expect(revoked).toEqual(['blob:preview/1']);
  });

  it('cancels the PDF request when unmounted before it arrives', async () => {
    let signal: AbortSignal | undefined;
    fetchFileBlob.mockImplementation((_kind, _id, s) => {
      signal = s;
      return new Promise<Blob>(() => {});
    });
    const view = renderWithProviders(<FilePreview file={{ id: 'p1', fileName: 's.pdf' }} />);
    await waitFor(() => expect(signal).toBeDefined());
    view.unmount();
    expect(signal?.aborted).toBe(true);
    expect(created).toEqual([]);
  });

  it('says why a PDF cannot be shown and offers the download', async () => {
    fetchFileBlob.mockRejectedValue(new ApiError({ kind: 'network', level: 'error', message: '后端接口连接异常' }));
    renderWithProviders(<FilePreview file={{ id: 'p1', fileName: 's.pdf', originalFilename: '报告.pdf' }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('下载文件出现错误，请联系管理员！');
    expect(screen.getByRole('button', { name: '下载 报告.pdf' })).toBeEnabled();
  });

  it('shows the server’s msg when it answered with one', async () => {
    fetchFileBlob.mockRejectedValue(
      new ApiError({ kind: 'server', level: 'warning', message: '文件不存在', code: 500, body: { code: 500, msg: '文件不存在' } }),
    );
    renderWithProviders(<FilePreview file={{ id: 'p1', fileName: 's.pdf' }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('文件不存在');
  });

  it('offers a download for other types', () => {
    renderWithProviders(<FilePreview file={{ id: 'd1', fileName: 'x.docx', originalFilename: '作品.docx' }} />);
    expect(screen.getByText('该文件类型不支持在线预览，请下载后查看。')).toBeVisible();
    expect(screen.getByRole('button', { name: '下载 作品.docx' })).toBeEnabled();
    expect(fetchFileBlob).not.toHaveBeenCalled();
  });
});
