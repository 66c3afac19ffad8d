import { describe, expect, it } from 'vitest';
import { checkTypeStateCases, openForm, pasteInto, refuse, screen, uploadDocuments, within } from '@/app/test';

const paper = () => new File(['正文'], '论文.docx', { type: 'application/msword' });

describe('/aigcSubmit', () => {
  it('offers the AIGC types only and links the result to the AIGC records', async () => {
    const [user] = await openForm('agentMain', '/aigcSubmit', () => screen.findByRole('heading', { level: 1, name: 'AIGC检测提交' }));
    await user.click(await screen.findByRole('radio', { name: 'AIGC 检测（专业版）' }));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    const [group] = await uploadDocuments(user, paper());
    await pasteInto(user, within(group).getByRole('textbox', { name: /作者/ }), '王五');
    await user.click(screen.getByRole('button', { name: '提交AIGC检测' }));
    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeVisible();
    expect(screen.getByText(/共扣除 ¥58.00/)).toBeVisible();
    expect(screen.getByRole('link', { name: '查看AIGC检测记录' }).getAttribute('href')).toBe('/aigcCheckRecord');
  });

  it('validates the title and keeps the input when the server refuses', async () => {
    refuse('submitAgentChecks', '第 1 篇：文档无法解析');
    const [user] = await openForm('agentMain', '/aigcSubmit', () => screen.findByRole('radio', { name: 'AIGC 生成内容检测' }));
    const [group] = await uploadDocuments(user, paper());
    const title = () => within(group).getByRole('textbox', { name: /论文题目/ });
    await user.clear(title());
    await pasteInto(user, within(group).getByRole('textbox', { name: /作者/ }), '王五');
    await user.click(screen.getByRole('button', { name: '提交AIGC检测' }));
    expect(within(group).getByText('请填写论文题目')).toBeVisible();
    expect(document.activeElement).toBe(title());
    await pasteInto(user, title(), '大模型写作');
    await user.click(screen.getByRole('button', { name: '提交AIGC检测' }));
    expect(await screen.findByText('第 1 篇：文档无法解析')).toBeVisible();
    expect((title() as HTMLInputElement).value).toBe('大模型写作');
  });

  checkTypeStateCases('getAgentCheckConfigType', 'agentMain', '/aigcSubmit', 'AIGC 生成内容检测');
});
