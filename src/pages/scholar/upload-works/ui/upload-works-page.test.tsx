import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { loggedIn, sessionCleared } from '@/entities/session';
import { setNotifier } from '@/shared/api';
import type { NotifyLevel } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { UploadWorksPage } from './upload-works-page';

let toasts: Array<[NotifyLevel, string]> = [];
let restore = () => {};

beforeEach(() => {
  toasts = [];
  restore = setNotifier((level, message) => toasts.push([level, message]));
  loggedIn({ token: 'tok-scholar', userType: 'website', agentType: null, agentMenusConfig: [], avatar: '', mobile: '', resetPassword: false });
  server.use(
    http.post('*/api/oss/upload', () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { id: 'w1', fileName: 'w1.pdf', originalFilename: '论文.pdf', filePath: '/profile/upload/w1.pdf' } }),
    ),
  );
});
afterEach(() => {
  restore();
  sessionCleared();
});

describe('UploadWorksPage', () => {
  it('asks for the title and a file, then confirms the submission and resets the form', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<UploadWorksPage />);
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText('请输入作品标题')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('请上传作品文件');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /作品标题/ }));

    await user.type(screen.getByRole('textbox', { name: /作品标题/ }), '古籍文字识别方法研究');
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF'], '论文.pdf', { type: 'application/pdf' }));
    const list = await screen.findByRole('list', { name: '已上传文件' });
    expect(within(list).getByRole('button', { name: '下载 论文.pdf' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('请上传作品文件')).toBeNull());

    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(toasts).toEqual([['success', '作品已提交审核']]);
    expect((screen.getByRole('textbox', { name: /作品标题/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('list', { name: '已上传文件' })).toBeNull();
  });

  it('takes Word and PDF files only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<UploadWorksPage />);
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'notes.txt'));
    expect((await screen.findByRole('alert')).textContent).toBe('文件格式不正确, 请上传doc/docx/pdf格式文件!');
  });
});
