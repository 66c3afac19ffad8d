import { describe, expect, it } from 'vitest';
import { checkTypeStateCases, fileInput, openForm, pasteInto, refuse, screen, valueOf } from '@/app/test';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const application = () => new File(['说明书'], '申请书.pdf', { type: 'application/pdf' });

describe('/patentTestSubmit', () => {
  it('needs the application document but not the number, then shows the new check record', async () => {
    const [user] = await openForm('agentSub', '/patentTestSubmit', () => screen.findByRole('radio', { name: '专利申请文件查重' }));
    expect(screen.getByRole('heading', { level: 1, name: '专利检测提交' })).toBeVisible();
    await pasteInto(user, field(/^专利名称/), '一种柔性电池极片');
    await pasteInto(user, field(/^专利权人/), '江城大学文学院');
    await user.click(screen.getByRole('button', { name: '提交专利检测' }));
    expect(screen.getByText('请上传专利申请文件')).toBeVisible();
    expect(screen.queryByText('请输入专利号')).not.toBeInTheDocument();

    await user.upload(fileInput(), application());
    await screen.findByRole('list', { name: '已上传文件' });
    await pasteInto(user, field(/^备注/), '请加急');
    await user.click(screen.getByRole('button', { name: '提交专利检测' }));
    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeVisible();
    expect(screen.getByText(/^BG\d+$/)).toBeVisible();
    expect(await screen.findByText('检测中')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看专利检测记录' }).getAttribute('href')).toBe('/patentTestRecord');
  });

  it('keeps the document and the fields when the server refuses', async () => {
    refuse('submitAgentPatent', '请上传专利申请文件');
    const [user] = await openForm('agentSub', '/patentTestSubmit', () => screen.findByRole('radio', { name: '专利新颖性检测' }));
    await pasteInto(user, field(/^专利名称/), '极片');
    await pasteInto(user, field(/^专利权人/), '江城大学');
    await user.upload(fileInput(), application());
    await screen.findByRole('list', { name: '已上传文件' });
    await user.click(screen.getByRole('button', { name: '提交专利检测' }));
    expect(await screen.findByText('请上传专利申请文件')).toBeVisible();
    expect(valueOf(/^专利名称/)).toBe('极片');
    expect(screen.getByRole('list', { name: '已上传文件' })).toBeVisible();
  });

  checkTypeStateCases('getAgentCheckConfigType', 'agentSub', '/patentTestSubmit', '专利申请文件查重');
});
