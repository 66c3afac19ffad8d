import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, openAs, screen, server, userEvent, within, openPage } from '@/app/test';

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

/** Types by pasting: one input event instead of one per character keeps these long forms quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('/aigcSubmit', () => {
  it('offers the AIGC types only and links the result to the AIGC records', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage('/aigcSubmit', 'AIGC检测提交', 'agentMain');
    await user.click(await screen.findByRole('radio', { name: 'AIGC 检测（专业版）' }));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await user.upload(fileInput(), new File(['正文'], '论文.docx', { type: 'application/msword' }));
    const group = await screen.findByRole('group', { name: /^第 1 篇/ });
    await fill(user, within(group).getByRole('textbox', { name: /作者/ }), '王五');
    await user.click(screen.getByRole('button', { name: '提交AIGC检测' }));
    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeTruthy();
    expect(screen.getByText(/共扣除 ¥58.00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看AIGC检测记录' }).getAttribute('href')).toBe('/aigcCheckRecord');
  });

  it('validates the title and keeps the input when the server refuses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(onApi('submitAgentChecks', () => HttpResponse.json({ code: 500, msg: '第 1 篇：文档无法解析' })));
    await openAs('agentMain', '/aigcSubmit');
    await screen.findByRole('radio', { name: 'AIGC 生成内容检测' });
    await user.upload(fileInput(), new File(['正文'], '论文.docx', { type: 'application/msword' }));
    const group = await screen.findByRole('group', { name: /^第 1 篇/ });
    await user.clear(within(group).getByRole('textbox', { name: /论文题目/ }));
    await fill(user, within(group).getByRole('textbox', { name: /作者/ }), '王五');
    await user.click(screen.getByRole('button', { name: '提交AIGC检测' }));
    expect(within(group).getByText('请填写论文题目')).toBeTruthy();
    expect(document.activeElement).toBe(within(group).getByRole('textbox', { name: /论文题目/ }));
    await fill(user, within(group).getByRole('textbox', { name: /论文题目/ }), '大模型写作');
    await user.click(screen.getByRole('button', { name: '提交AIGC检测' }));
    expect(await screen.findByText('第 1 篇：文档无法解析')).toBeTruthy();
    expect((within(group).getByRole('textbox', { name: /论文题目/ }) as HTMLInputElement).value).toBe('大模型写作');
  });

  it('says so when no AIGC type is open to the institution', async () => {
    server.use(onApi('getAgentCheckConfigType', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })));
    await openAs('agentMain', '/aigcSubmit');
    expect(await screen.findByText('暂无可用的检测类型')).toBeTruthy();
  });
});
