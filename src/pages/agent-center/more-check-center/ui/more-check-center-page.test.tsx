import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, openAs, renderApp, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const documentGroup = (index: number) => screen.getByRole('group', { name: new RegExp(`^第 ${index} 篇`) });

async function uploadTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(fileInput(), [
    new File(['一'], '古籍文字识别方法研究.docx', { type: DOCX }),
    new File(['二'], '宋代书院考.pdf', { type: 'application/pdf' }),
  ]);
  await waitFor(() => expect(within(screen.getByRole('list', { name: '已上传文件' })).getAllByRole('listitem')).toHaveLength(2));
}

/** Types by pasting: one input event instead of one per character keeps these long forms quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('/moreCheckCenter', () => {
  it('offers the institution’s check types, validates each document, and lists one result row per file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage('/moreCheckCenter', '批量检测', 'agentMain');
    await waitFor(() => expect((screen.getByRole('radio', { name: '本科毕业论文检测' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('¥198.00 / 篇')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '批量提交检测' }));
    expect(await screen.findByText('请上传待检测的文档')).toBeTruthy();

    await uploadTwo(user);
    // Titles start as the file names (jsdom and MSW rename uploads, so only "not empty" is checked); authors are asked for.
    expect((within(documentGroup(1)).getByRole('textbox', { name: /论文题目/ }) as HTMLInputElement).value).not.toBe('');
    await user.clear(within(documentGroup(2)).getByRole('textbox', { name: /论文题目/ }));
    await fill(user, within(documentGroup(2)).getByRole('textbox', { name: /论文题目/ }), '宋代书院考');
    await user.click(screen.getByRole('button', { name: '批量提交检测' }));
    expect(within(documentGroup(1)).getByText('请填写作者')).toBeTruthy();
    expect(within(documentGroup(2)).getByText('请填写作者')).toBeTruthy();
    expect(document.activeElement).toBe(within(documentGroup(1)).getByRole('textbox', { name: /作者/ }));

    await fill(user, screen.getByRole('textbox', { name: '统一填写作者' }), '张三');
    await user.click(screen.getByRole('button', { name: '应用到全部' }));
    await user.click(screen.getByRole('radio', { name: '硕士学位论文检测' }));
    expect(screen.getByText('¥396.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '批量提交检测' }));

    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeTruthy();
    expect(screen.getByText(/已提交 2 篇文档，共扣除 ¥396.00，剩余额度 ¥12,404.00/)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: '提交结果' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('宋代书院考')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: /^BG\d+$/ })).toBeTruthy();
    expect(await within(rows[0]!).findByText('检测中')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看检测记录' }).getAttribute('href')).toBe('/checkRecord');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('keeps every document and its details when the server refuses the batch', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(onApi('submitAgentChecks', () => HttpResponse.json({ code: 500, msg: '剩余额度不足：本次需 396 元，当前剩余 100 元' })));
    await openAs('agentMain', '/moreCheckCenter');
    await waitFor(() => expect(screen.getByRole('radio', { name: '硕士学位论文检测' })).toBeTruthy());
    await uploadTwo(user);
    await fill(user, within(documentGroup(1)).getByRole('textbox', { name: /作者/ }), '甲');
    await fill(user, within(documentGroup(2)).getByRole('textbox', { name: /作者/ }), '乙');
    await user.click(screen.getByRole('button', { name: '批量提交检测' }));
    expect(await screen.findByText('剩余额度不足：本次需 396 元，当前剩余 100 元')).toBeTruthy();
    expect((within(documentGroup(2)).getByRole('textbox', { name: /作者/ }) as HTMLInputElement).value).toBe('乙');
    expect(within(screen.getByRole('list', { name: '已上传文件' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: /提交成功/ })).toBeNull();
  });

  it('says so when the institution has no check types, and offers a retry when they fail to load', async () => {
    let mode: 'empty' | 'error' = 'empty';
    server.use(
      onApi('getAgentCheckConfigType', () =>
        mode === 'empty' ? HttpResponse.json({ code: 200, msg: 'ok', data: [] }) : HttpResponse.json({ code: 500, msg: '服务繁忙' }),
      ),
    );
    const first = await openAs('agentMain', '/moreCheckCenter');
    expect(await screen.findByText('暂无可用的检测类型')).toBeTruthy();
    first.close();
    mode = 'error';
    renderApp('/moreCheckCenter');
    expect(await screen.findByText('检测类型加载失败')).toBeTruthy();
    mode = 'empty';
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无可用的检测类型')).toBeTruthy();
  });
});
