import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, openAs, screen, server, userEvent, openPage } from '@/app/test';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

/** Types by pasting: one input event instead of one per character keeps these long forms quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('/patentTestSubmit', () => {
  it('needs the application document but not the number, then shows the new check record', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage('/patentTestSubmit', '专利检测提交', 'agentSub');
    await screen.findByRole('radio', { name: '专利申请文件查重' });
    await fill(user, field(/^专利名称/), '一种柔性电池极片');
    await fill(user, field(/^专利权人/), '江城大学文学院');
    await user.click(screen.getByRole('button', { name: '提交专利检测' }));
    expect(screen.getByText('请上传专利申请文件')).toBeTruthy();
    expect(screen.queryByText('请输入专利号')).toBeNull();

    await user.upload(fileInput(), new File(['说明书'], '申请书.pdf', { type: 'application/pdf' }));
    await screen.findByRole('list', { name: '已上传文件' });
    await fill(user, field(/^备注/), '请加急');
    await user.click(screen.getByRole('button', { name: '提交专利检测' }));
    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeTruthy();
    expect(screen.getByText(/^BG\d+$/)).toBeTruthy();
    expect(await screen.findByText('检测中')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看专利检测记录' }).getAttribute('href')).toBe('/patentTestRecord');
  });

  it('keeps the document and the fields when the server refuses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(onApi('submitAgentPatent', () => HttpResponse.json({ code: 500, msg: '请上传专利申请文件' })));
    await openAs('agentSub', '/patentTestSubmit');
    await screen.findByRole('radio', { name: '专利新颖性检测' });
    await fill(user, field(/^专利名称/), '极片');
    await fill(user, field(/^专利权人/), '江城大学');
    await user.upload(fileInput(), new File(['说明书'], '申请书.pdf', { type: 'application/pdf' }));
    await screen.findByRole('list', { name: '已上传文件' });
    await user.click(screen.getByRole('button', { name: '提交专利检测' }));
    expect(await screen.findByText('请上传专利申请文件')).toBeTruthy();
    expect(field(/^专利名称/).value).toBe('极片');
    expect(screen.getByRole('list', { name: '已上传文件' })).toBeTruthy();
  });

  it('shows an empty list of types', async () => {
    server.use(onApi('getAgentCheckConfigType', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })));
    await openAs('agentSub', '/patentTestSubmit');
    expect(await screen.findByText('暂无可用的检测类型')).toBeTruthy();
  });
});
