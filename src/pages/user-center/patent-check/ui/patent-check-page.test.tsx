import { describe, expect, it } from 'vitest';
import { checkTypeStateCases, fileInput, openForm, pasteInto, refuse, screen, waitFor, within } from '@/app/test';

const form = () => screen.getByRole('form', { name: '提交专利检测' });
const field = (name: RegExp) => within(form()).getByRole('textbox', { name }) as HTMLInputElement;
const claims = () => new File(['权利要求书'], '申请书.pdf', { type: 'application/pdf' });

describe('/patentCheck', () => {
  it('validates, submits a patent document and adds it to the records below', async () => {
    const [user] = await openForm('individual', '/patentCheck', () => screen.findByRole('heading', { level: 1, name: '专利检测' }));
    await user.click(await screen.findByRole('radio', { name: '专利新颖性检测' }));
    expect(await within(form()).findByText('¥598.00')).toBeVisible();
    await user.click(within(form()).getByRole('button', { name: '提交检测' }));
    expect(within(form()).getByText('请上传专利申请文件')).toBeVisible();
    expect(within(form()).getByText('请填写专利名称')).toBeVisible();
    expect(within(form()).getByText('请填写申请人')).toBeVisible();
    // The first field in trouble is the upload: the focus lands on its drop zone.
    expect(document.activeElement?.getAttribute('data-part')).toBe('dropzone');
    expect(form().contains(document.activeElement)).toBe(true);

    await user.upload(fileInput(form()), claims());
    await within(form()).findByRole('list', { name: '已上传文件' });
    await pasteInto(user, field(/专利名称/), '一种柔性电池极片');
    await pasteInto(user, field(/申请人/), '张晓明');
    await user.click(within(form()).getByRole('button', { name: '提交检测' }));

    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeVisible();
    const reportLink = screen.getByRole('link', { name: '查看报告' });
    const code = reportLink.getAttribute('href')?.replace('/report/', '') ?? '';
    expect(code).toMatch(/^BG\d+$/);
    const table = await screen.findByRole('table', { name: '专利检测记录' });
    await waitFor(() => expect(within(table).getByText(code)).toBeVisible());
  });

  it('keeps the input when the server refuses', async () => {
    refuse('submitCheck', '检测通道维护中，请稍后再试');
    const [user] = await openForm('individual', '/patentCheck', () => screen.findByRole('radio', { name: '专利申请文件查重' }));
    await user.upload(fileInput(form()), claims());
    await within(form()).findByRole('list', { name: '已上传文件' });
    await pasteInto(user, field(/专利名称/), '极片');
    await pasteInto(user, field(/申请人/), '张晓明');
    await user.click(within(form()).getByRole('button', { name: '提交检测' }));
    expect(await within(form()).findByText('检测通道维护中，请稍后再试')).toBeVisible();
    expect(field(/专利名称/).value).toBe('极片');
    expect(within(form()).getByRole('list', { name: '已上传文件' })).toBeVisible();
  });

  checkTypeStateCases('getCheckConfig', 'individual', '/patentCheck', '专利新颖性检测');
});
