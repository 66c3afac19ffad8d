import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, openAs, renderApp, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const form = () => screen.getByRole('form', { name: '提交专利检测' });
const field = (name: RegExp) => within(form()).getByRole('textbox', { name }) as HTMLInputElement;
const fileInput = () => form().querySelector('input[type="file"]') as HTMLInputElement;

describe('/patentCheck', () => {
  it('validates, submits a patent document and adds it to the records below', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage('/patentCheck', '专利检测', 'individual');
    await user.click(await screen.findByRole('radio', { name: '专利新颖性检测' }));
    expect(within(form()).getByText('¥598.00')).toBeTruthy();
    await user.click(within(form()).getByRole('button', { name: '提交检测' }));
    expect(within(form()).getByText('请上传专利申请文件')).toBeTruthy();
    expect(within(form()).getByText('请填写专利名称')).toBeTruthy();
    expect(within(form()).getByText('请填写申请人')).toBeTruthy();
    // The first field in trouble is the upload: the focus lands on its drop zone.
    expect(document.activeElement?.getAttribute('data-part')).toBe('dropzone');
    expect(form().contains(document.activeElement)).toBe(true);

    await user.upload(fileInput(), new File(['权利要求书'], '申请书.pdf', { type: 'application/pdf' }));
    await within(form()).findByRole('list', { name: '已上传文件' });
    await fill(user, field(/专利名称/), '一种柔性电池极片');
    await fill(user, field(/申请人/), '张晓明');
    await user.click(within(form()).getByRole('button', { name: '提交检测' }));

    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeTruthy();
    const reportLink = screen.getByRole('link', { name: '查看报告' });
    const code = reportLink.getAttribute('href')?.replace('/report/', '') ?? '';
    expect(code).toMatch(/^BG\d+$/);
    const table = await screen.findByRole('table', { name: '专利检测记录' });
    await waitFor(() => expect(within(table).getByText(code)).toBeTruthy());
  });

  it('keeps the input when the server refuses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(onApi('submitCheck', () => HttpResponse.json({ code: 500, msg: '检测通道维护中，请稍后再试' })));
    await openAs('individual', '/patentCheck');
    await screen.findByRole('radio', { name: '专利申请文件查重' });
    await user.upload(fileInput(), new File(['权利要求书'], '申请书.pdf', { type: 'application/pdf' }));
    await within(form()).findByRole('list', { name: '已上传文件' });
    await fill(user, field(/专利名称/), '极片');
    await fill(user, field(/申请人/), '张晓明');
    await user.click(within(form()).getByRole('button', { name: '提交检测' }));
    expect(await within(form()).findByText('检测通道维护中，请稍后再试')).toBeTruthy();
    expect(field(/专利名称/).value).toBe('极片');
    expect(within(form()).getByRole('list', { name: '已上传文件' })).toBeTruthy();
  });

  it('shows empty and failed check types', async () => {
    let mode: 'empty' | 'error' = 'empty';
    server.use(
      onApi('getCheckConfig', () =>
        mode === 'empty' ? HttpResponse.json({ code: 200, msg: 'ok', data: [] }) : HttpResponse.json({ code: 500, msg: '服务繁忙' }),
      ),
    );
    const app = await openAs('individual', '/patentCheck');
    expect(await screen.findByText('暂无可用的检测类型')).toBeTruthy();
    app.close();
    mode = 'error';
    renderApp('/patentCheck');
    expect(await screen.findByText('检测类型加载失败')).toBeTruthy();
  });
});
