import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_BASE } from '@/shared/config';
import { download, exportFile, parseContentDisposition, REVOKE_DELAY_MS } from './download';
import { ApiError } from './errors';
import { http } from './http';
import { configureHttp } from './setup';
import type { NotifyLevel } from './setup';
import { sessionExpired } from './signals';
import { onApi } from '@mocks/lib/on-api';

describe('parseContentDisposition', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf", '报告.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%E6%8A%A5%E5%91%8A.pdf', '报告.pdf'],
    ['attachment; filename*=utf-8\'zh-CN\'%E6%8A%A5%E5%91%8A.pdf; filename="fallback.pdf"', '报告.pdf'],
    ['attachment; filename*="UTF-8\'\'quoted%20ext.txt"', 'quoted ext.txt'],
    ["attachment; filename*=iso-8859-1'en'%A3%20rates.txt", '£ rates.txt'],
    ['attachment; filename="report.pdf"', 'report.pdf'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['attachment;filename=%E6%8A%A5%E5%91%8A.xlsx', '报告.xlsx'],
    ['attachment; filename="%E6%8A%A5%E5%91%8A%20v2.xlsx"', '报告 v2.xlsx'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ['attachment; filename="semi;colon.txt"', 'semi;colon.txt'],
    ['attachment; FILENAME="upper.txt"', 'upper.txt'],
    ['attachment; filename="100%.txt"', '100%.txt'],
    ['attachment; filename*=UTF-8\'\'%E6%8A; filename="ok.txt"', 'ok.txt'],
    ['inline; filename="../../etc/passwd"', 'passwd'],
  ])('%s -> %s', (header, expected) => {
    expect(parseContentDisposition(header)).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['attachment'], ['attachment; filename=""'], ['inline; name="x"']])('%s -> no name', (header) => {
    expect(parseContentDisposition(header)).toBeUndefined();
  });

  it('round-trips any name through filename*', () => {
    const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((n) => n.trim() === n && n !== '' && !/[\\/]/.test(n));
    fc.assert(
      fc.property(name, (n) => {
        expect(parseContentDisposition(`attachment; filename*=UTF-8''${encodeURIComponent(n)}`)).toBe(n);
      }),
    );
  });
});

describe('download', () => {
  let toasts: Array<[NotifyLevel, string]> = [];
  let restoreSetup: () => void = () => {};
  /** The token the session has saved, as the app's setup answers it at send time. */
  let savedToken = '';
  let clicked: Array<{ href: string; download: string; attached: boolean }> = [];
  const created: Blob[] = [];
  const revoked: string[] = [];
  const defaults = { adapter: http.defaults.adapter, baseURL: http.defaults.baseURL };
  const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    toasts = [];
    clicked = [];
    created.length = 0;
    revoked.length = 0;
    savedToken = '';
    restoreSetup = configureHttp({
      token: () => ({ saved: savedToken, held: '' }),
      notify: (level, message) => toasts.push([level, message]),
    });
    // MSW's XMLHttpRequest interception under jsdom cannot build blob responses, so these tests
    // drive the same instance and interceptors over axios's fetch adapter (absolute URL in Node).
    http.defaults.adapter = 'fetch';
    http.defaults.baseURL = `${location.origin}${API_BASE}`;
    // jsdom has no object URLs and does not navigate: record what would have happened.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:${location.origin}/${created.length}`;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
  });

  afterEach(() => {
    restoreSetup();
    http.defaults.adapter = defaults.adapter;
    http.defaults.baseURL = defaults.baseURL;
    Object.assign(URL, objectUrls);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  function serveFile(operationId: 'downloadV2' | 'ossDownload', headers: Record<string, string>) {
    const seen: Array<{ url: URL; authorization: string | null }> = [];
    server.use(
      onApi(operationId, ({ request }) => {
        seen.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/octet-stream', ...headers } });
      }),
    );
    return seen;
  }

  it('exportFile saves the blob of a generated call under the given name', async () => {
    const csv = new Blob(['\uFEFF编号,状态\n1,完成\n'], { type: 'text/csv' });
    await expect(exportFile(() => Promise.resolve(csv), '检测记录.csv')).resolves.toBe(true);
    expect(created).toEqual([csv]);
    expect(clicked).toEqual([{ href: `blob:${location.origin}/1`, download: '检测记录.csv', attached: true }]);
    expect(toasts).toEqual([]);
  });

  it('exportFile leaves API failures to the pipeline and reports anything else once', async () => {
    const apiFailure = new ApiError({ kind: 'business', level: 'error', message: '导出失败', status: 200 });
    await expect(exportFile(() => Promise.reject(apiFailure), 'a.csv')).resolves.toBe(false);
    expect(toasts).toEqual([]);
    await expect(exportFile(() => Promise.resolve('not a blob' as unknown as Blob), 'a.csv')).resolves.toBe(false);
    expect(toasts).toEqual([['error', '下载文件出现错误，请联系管理员！']]);
    expect(clicked).toEqual([]);
  });

  it('without a file id shows 无文件 and sends nothing', async () => {
    const seen = serveFile('downloadV2', {});
    for (const fileId of [undefined, null, '', '  ']) {
      await expect(download('downloadV2', { fileId })).resolves.toBe(false);
    }
    expect(seen).toEqual([]);
    expect(toasts).toEqual([
      ['error', '无文件'],
      ['error', '无文件'],
      ['error', '无文件'],
      ['error', '无文件'],
    ]);
  });

  it('downloads through the client with the token, names the file from Content-Disposition, revokes the URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    savedToken = 'tok-9';
    const seen = serveFile('downloadV2', {
      'Content-Disposition': 'attachment; filename="x.pdf"; filename*=UTF-8\'\'%E6%8A%A5%E5%91%8A.pdf',
    });
    await expect(download('downloadV2', { fileId: 42, type: 'pdf' })).resolves.toBe(true);

    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/api/common/downloadV2');
    expect([...(seen[0]?.url.searchParams ?? [])]).toEqual([
      ['fileId', '42'],
      ['type', 'pdf'],
    ]);
    expect(seen[0]?.authorization).toBe('Bearer tok-9');
    expect(created).toHaveLength(1);
    expect(created[0]?.size).toBe(4);
    expect(clicked).toEqual([{ href: `blob:${location.origin}/1`, download: '报告.pdf', attached: true }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(revoked).toEqual([`blob:${location.origin}/1`]);
    expect(toasts).toEqual([]);
  });

  it('uses /oss/download for kind oss and the fallback name without Content-Disposition', async () => {
    const seen = serveFile('ossDownload', {});
    await expect(download('oss', { fileId: 'f-1' }, '合同.docx')).resolves.toBe(true);
    expect(seen[0]?.url.searchParams.get('fileId')).toBe('f-1');
    expect(clicked[0]?.download).toBe('合同.docx');
  });

  it('HTTP failure: 下载文件出现错误，请联系管理员！ once', async () => {
    server.use(onApi('downloadV2', () => HttpResponse.html('<html>oops</html>', { status: 500 })));
    await expect(download('downloadV2', { fileId: 1 })).resolves.toBe(false);
    expect(toasts).toEqual([['error', '下载文件出现错误，请联系管理员！']]);
    expect(clicked).toEqual([]);
  });

  it('network failure: 下载文件出现错误，请联系管理员！ once', async () => {
    server.use(onApi('ossDownload', () => HttpResponse.error()));
    await expect(download('oss', { fileId: 1 })).resolves.toBe(false);
    expect(toasts).toEqual([['error', '下载文件出现错误，请联系管理员！']]);
  });

  it('a JSON error blob shows its msg instead, once', async () => {
    server.use(onApi('downloadV2', () => HttpResponse.json({ code: 601, msg: '文件不存在' })));
    await expect(download('downloadV2', { fileId: 1 })).resolves.toBe(false);
    expect(toasts).toEqual([['error', '文件不存在']]);
    expect(clicked).toEqual([]);
  });

  it('a JSON error blob with code 500 shows its msg as a warning', async () => {
    server.use(onApi('downloadV2', () => HttpResponse.json({ code: 500, msg: '文件服务繁忙' }, { status: 500 })));
    await expect(download('downloadV2', { fileId: 1 })).resolves.toBe(false);
    expect(toasts).toEqual([['warning', '文件服务繁忙']]);
  });

  it('a JSON 401 blob raises sessionExpired and shows no toast', async () => {
    const expired: Array<{ message: string }> = [];
    const unwatch = sessionExpired.watch((payload) => expired.push(payload));
    server.use(onApi('downloadV2', () => HttpResponse.json({ code: 401, msg: 'expired' })));
    try {
      await expect(download('downloadV2', { fileId: 1 })).resolves.toBe(false);
    } finally {
      unwatch();
    }
    expect(expired).toEqual([{ message: '认证失败，无法访问系统资源' }]);
    expect(toasts).toEqual([]);
  });

  it('a failure after the response (no object URL) is a download failure too', async () => {
    serveFile('downloadV2', {});
    Object.assign(URL, {
      createObjectURL: () => {
        throw new Error('quota');
      },
    });
    await expect(download('downloadV2', { fileId: 1 })).resolves.toBe(false);
    expect(toasts).toEqual([['error', '下载文件出现错误，请联系管理员！']]);
  });
});
