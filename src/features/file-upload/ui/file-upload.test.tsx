import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { useState } from 'react';
import { server } from '@mocks/node';
import { loggedIn, requestToken, sessionCleared } from '@/entities/session';
import { configureHttp } from '@/shared/api';
import type { NotifyLevel } from '@/shared/api';
import type { UploadedFile } from '@/shared/api/generated/model';
import { renderWithProviders } from '@/shared/lib/test';
import { FileUpload } from './file-upload';
import type { FileUploadProps } from './file-upload';
import { onApi } from '@mocks/lib/on-api';

const MB = 1024 * 1024;
let toasts: Array<[NotifyLevel, string]> = [];
let restoreNotifier = () => {};

function logIn() {
  loggedIn({
    token: 'tok-upload',
    userType: 'website',
    agentType: null,
    agentMenusConfig: [],
    avatar: '',
    mobile: '',
    resetPassword: false,
  });
}

beforeEach(() => {
  toasts = [];
  restoreNotifier = configureHttp({ token: requestToken, notify: (level, message) => toasts.push([level, message]) });
  logIn();
});
afterEach(() => {
  restoreNotifier();
  sessionCleared();
});

function storedAs(name: string, id = `id-${name}`): UploadedFile {
  return { id, fileName: `stored-${id}.pdf`, originalFilename: name, filePath: `/profile/upload/stored-${id}.pdf` };
}

interface Seen {
  count: number;
  fields: Array<Record<string, string>>;
}

/** Answers /oss/upload with the file named by the `name` field the test adds, and records the form. */
function interceptUploads(answer?: (index: number) => Response | Promise<Response>): Seen {
  const seen: Seen = { count: 0, fields: [] };
  server.use(
    onApi('ossUpload', async ({ request }) => {
      const index = seen.count;
      seen.count += 1;
      const record: Record<string, string> = {};
      try {
        const form = await request.clone().formData();
        form.forEach((value, key) => {
          record[key] = typeof value === 'string' ? value : `file:${value.size}`;
        });
      } catch {
        record.unreadable = 'true';
      }
      seen.fields.push(record);
      if (answer) return answer(index);
      return HttpResponse.json({ code: 200, msg: '操作成功', data: storedAs(`file-${index}.pdf`, `f${index}`) });
    }),
  );
  return seen;
}

function Host(props: Partial<FileUploadProps> & { onListChange?: (files: UploadedFile[]) => void; initial?: UploadedFile[] }) {
  const { onListChange, initial = [], ...rest } = props;
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  return (
    <FileUpload
      value={files}
      onChange={(next) => {
        setFiles(next);
        onListChange?.(next);
      }}
      {...rest}
    />
  );
}

function renderUpload(props: Parameters<typeof Host>[0] = {}) {
  const onListChange = vi.fn();
  const view = renderWithProviders(<Host onListChange={onListChange} {...props} />);
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const root = input.closest('[aria-busy]') as HTMLElement;
  return { ...view, input, root, onListChange, dropzone: screen.getByRole('button', { name: /将文件拖到此处/ }) };
}

function file(name: string, size = 1024, type = 'application/pdf'): File {
  const f = new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });
  return f;
}

// The picker filters by `accept`; the tests check what happens when the user picks anyway.
const picker = () => userEvent.setup({ applyAccept: false });

describe('FileUpload: checks before the upload', () => {
  it('refuses without a session: "请先登录", toast and inline, nothing sent', async () => {
    sessionCleared();
    const seen = interceptUploads();
    const view = renderUpload();
    await picker().upload(view.input, file('a.pdf'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '请先登录');
    expect(toasts).toEqual([['error', '请先登录']]);
    expect(seen.count).toBe(0);
  });

  it('refuses a wrong format naming the allowed ones, and accepts any case of an allowed one', async () => {
    const seen = interceptUploads();
    const view = renderUpload();
    await picker().upload(view.input, file('setup.exe'));
    expect((await screen.findByRole('alert')).textContent).toBe('文件格式不正确, 请上传doc/xls/ppt/txt/pdf/docx格式文件!');
    expect(toasts).toEqual([['error', '文件格式不正确, 请上传doc/xls/ppt/txt/pdf/docx格式文件!']]);
    expect(seen.count).toBe(0);

    await picker().upload(view.input, file('论文.PDF'));
    await waitFor(() => expect(view.onListChange).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the per-use formats', async () => {
    interceptUploads();
    const view = renderUpload({ accept: ['doc', 'docx', 'pdf'] });
    await picker().upload(view.input, file('a.txt'));
    expect((await screen.findByRole('alert')).textContent).toBe('文件格式不正确, 请上传doc/docx/pdf格式文件!');
    expect(view.input.accept).toBe('.doc,.docx,.pdf');
  });

  it('refuses an empty file and one over the limit', async () => {
    const seen = interceptUploads();
    const view = renderUpload({ maxSizeMb: 2 });
    await picker().upload(view.input, file('empty.doc', 0));
    expect((await screen.findByRole('alert')).textContent).toBe('size cannot be empty');
    await picker().upload(view.input, file('big.doc', 2 * MB + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('上传文件大小不能超过 2 MB!'));
    expect(toasts.map(([, m]) => m)).toEqual(['size cannot be empty', '上传文件大小不能超过 2 MB!']);
    expect(seen.count).toBe(0);
  });

  it('refuses more files than the limit, counting the stored ones', async () => {
    const seen = interceptUploads();
    const view = renderUpload({ initial: [storedAs('old.pdf')] });
    await picker().upload(view.input, file('new.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('上传文件数量不能超过 1 个!');
    expect(seen.count).toBe(0);
  });
});

describe('FileUpload: uploading', () => {
  it('sends file, random, newNumber and extra fields; shows the busy overlay; lists the stored file', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen = interceptUploads(async () => {
      await gate;
      return HttpResponse.json({ code: 200, msg: '操作成功', data: storedAs('论文.pdf', 'f1') });
    });
    const view = renderUpload({ extraFields: { bizType: 'works' } });
    await picker().upload(view.input, file('论文.pdf'));

    expect(await screen.findByTestId('upload-overlay')).toBeVisible();
    expect(view.root.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: '论文.pdf 上传进度' })).toBeVisible();
    await waitFor(() => expect(seen.count).toBe(1));
    act(() => release());

    const list = await screen.findByRole('list', { name: '已上传文件' });
    expect(within(list).getByText('论文.pdf')).toBeVisible();
    expect(view.onListChange).toHaveBeenLastCalledWith([storedAs('论文.pdf', 'f1')]);
    expect(screen.queryByTestId('upload-overlay')).not.toBeInTheDocument();
    expect(view.root.getAttribute('aria-busy')).toBe('false');
    expect(toasts).toEqual([]);

    const fields = seen.fields[0] ?? {};
    // jsdom + MSW hand the file over renamed and re-encoded, so only the fields are compared.
    expect(Object.keys(fields).sort()).toEqual(['bizType', 'file', 'newNumber', 'random']);
    expect(fields.bizType).toBe('works');
    expect(Number(fields.random)).toBeGreaterThanOrEqual(0);
    expect(Number(fields.newNumber)).toBeGreaterThan(1_600_000_000_000);
  });

  it('a code other than 200: its msg once, the file dropped, the overlay closed', async () => {
    interceptUploads(() => HttpResponse.json({ code: 500, msg: '存储空间不足' }));
    const view = renderUpload();
    await picker().upload(view.input, file('a.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('存储空间不足');
    expect(toasts).toEqual([['warning', '存储空间不足']]);
    expect(view.onListChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: '已上传文件' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(view.root.getAttribute('aria-busy')).toBe('false');
  });

  it('a business code shows its msg as an error', async () => {
    interceptUploads(() => HttpResponse.json({ code: 601, msg: '文件名包含非法字符' }));
    const view = renderUpload();
    await picker().upload(view.input, file('a.pdf'));
    await waitFor(() => expect(toasts).toEqual([['error', '文件名包含非法字符']]));
  });

  it('a network failure: "上传失败，请重试" once, the file dropped, the overlay closed', async () => {
    interceptUploads(() => HttpResponse.error());
    const view = renderUpload();
    await picker().upload(view.input, file('a.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('上传失败，请重试');
    expect(toasts).toEqual([['error', '上传失败，请重试']]);
    expect(view.onListChange).not.toHaveBeenCalled();
    expect(screen.queryByTestId('upload-overlay')).not.toBeInTheDocument();
  });

  it('an HTTP error status is an upload failure too', async () => {
    interceptUploads(() => new HttpResponse('<html>bad gateway</html>', { status: 502 }));
    const view = renderUpload();
    await picker().upload(view.input, file('a.pdf'));
    await waitFor(() => expect(toasts).toEqual([['error', '上传失败，请重试']]));
    expect(view.root.getAttribute('aria-busy')).toBe('false');
  });

  it('nginx refusing a body over its limit (413 with its envelope) says 上传文件过大, not 系统接口413异常', async () => {
    // What deploy/nginx.conf's @payload_too_large answers (scripts/nginx-check.sh proves it).
    interceptUploads(
      () =>
        new HttpResponse('{"code":413,"msg":"上传文件过大"}', {
          status: 413,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        }),
    );
    const view = renderUpload();
    await picker().upload(view.input, file('a.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('上传文件过大');
    expect(toasts).toEqual([['error', '上传文件过大']]);
    expect(view.onListChange).not.toHaveBeenCalled();
    expect(view.root.getAttribute('aria-busy')).toBe('false');
  });

  it('cancel aborts the request, drops the file and says nothing', async () => {
    // MSW's XHR interception does not forward the abort to the handler's request.signal, so the
    // abort is observed where axios performs it.
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const seen = interceptUploads(async () => {
      await delay('infinite');
      return HttpResponse.json({ code: 200 });
    });
    const user = picker();
    const view = renderUpload();
    await user.upload(view.input, file('long.pdf'));
    await waitFor(() => expect(seen.count).toBe(1));
    await user.click(screen.getByRole('button', { name: '取消上传 long.pdf' }));

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(abort).toHaveBeenCalledTimes(1);
    abort.mockRestore();
    expect(view.root.getAttribute('aria-busy')).toBe('false');
    expect(toasts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.onListChange).not.toHaveBeenCalled();
  });

  it('two different files within a second both go up (the duplicate guard does not block them)', async () => {
    const seen = interceptUploads();
    const user = picker();
    const view = renderUpload({ maxCount: 2 });
    expect(view.input.multiple).toBe(true);
    await user.upload(view.input, [file('first.pdf', 100), file('second.pdf', 200)]);
    await waitFor(() => expect(view.onListChange).toHaveBeenCalledTimes(2));
    expect(seen.count).toBe(2);
    expect(toasts).toEqual([]);
    const list = screen.getByRole('list', { name: '已上传文件' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('the same file picked twice within a second goes up twice (each form carries its own stamp)', async () => {
    const seen = interceptUploads();
    const user = picker();
    const view = renderUpload({ maxCount: 3 });
    const same = file('same.pdf');
    await user.upload(view.input, same);
    await waitFor(() => expect(view.onListChange).toHaveBeenCalledTimes(1));
    await user.upload(view.input, same);
    await waitFor(() => expect(view.onListChange).toHaveBeenCalledTimes(2));
    expect(seen.count).toBe(2);
    expect(toasts).toEqual([]);
  });

  it('a stored file can be removed', async () => {
    const user = userEvent.setup();
    const view = renderUpload({ initial: [storedAs('old.pdf')] });
    await user.click(screen.getByRole('button', { name: '删除 old.pdf' }));
    expect(view.onListChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: '已上传文件' })).not.toBeInTheDocument();
  });

  it('renders the page’s actions next to each stored file', () => {
    renderUpload({ initial: [storedAs('old.pdf')], renderFileActions: (f) => <button type="button">下载 {f.originalFilename}</button> });
    expect(screen.getByRole('button', { name: '下载 old.pdf' })).toBeEnabled();
  });
});

describe('FileUpload: paste', () => {
  it('uploads the file pasted into the focused area', async () => {
    const seen = interceptUploads();
    const view = renderUpload();
    view.dropzone.focus();
    fireEvent.paste(view.dropzone, { clipboardData: { files: [file('pasted.docx')], items: [] } });
    await waitFor(() => expect(view.onListChange).toHaveBeenCalledTimes(1));
    expect(seen.count).toBe(1);
  });

  it('takes a file that is only among the clipboard items', async () => {
    interceptUploads();
    const view = renderUpload();
    const pasted = file('screenshot.pdf');
    fireEvent.paste(view.dropzone, {
      clipboardData: {
        files: [],
        items: [
          { kind: 'string', getAsFile: () => null },
          { kind: 'file', getAsFile: () => pasted },
        ],
      },
    });
    await waitFor(() => expect(view.onListChange).toHaveBeenCalledTimes(1));
  });

  it('asks for a file when the clipboard holds none', async () => {
    const seen = interceptUploads();
    const view = renderUpload();
    fireEvent.paste(view.dropzone, { clipboardData: { files: [], items: [{ kind: 'string', getAsFile: () => null }] } });
    expect((await screen.findByRole('alert')).textContent).toBe('剪贴板中没有文件，请复制文件后粘贴，或点击选择文件');
    expect(toasts).toEqual([['error', '剪贴板中没有文件，请复制文件后粘贴，或点击选择文件']]);
    expect(seen.count).toBe(0);
  });

  it('checks a pasted file like a picked one', async () => {
    const view = renderUpload();
    fireEvent.paste(view.dropzone, { clipboardData: { files: [file('photo.png')], items: [] } });
    expect((await screen.findByRole('alert')).textContent).toBe('文件格式不正确, 请上传doc/xls/ppt/txt/pdf/docx格式文件!');
  });
});
