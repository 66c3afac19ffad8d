import { describe, expect, it } from 'vitest';
import { $leftAmount } from '@/entities/session';
import { HttpResponse, onApi, openAs, screen, server, userEvent, waitFor, within, openPage } from '@/app/test';

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

/** Types by pasting: one input event instead of one per character keeps these long forms quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('/singleCheckCenter', () => {
  it('checks one document of a sub account; the remaining amount follows', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage('/singleCheckCenter', '单篇检测', 'agentSub');
    const before = $leftAmount.getState() ?? 0;
    await user.click(await screen.findByRole('radio', { name: '期刊职称论文检测' }));
    await user.click(screen.getByRole('button', { name: '提交检测' }));
    expect(await screen.findByText('请上传待检测的文档')).toBeTruthy();
    expect(screen.getByText('请先修正表单中的问题')).toBeTruthy();

    await user.upload(fileInput(), new File(['正文'], '论文.pdf', { type: 'application/pdf' }));
    const group = await screen.findByRole('group', { name: /^第 1 篇/ });
    // One document at a time: no second file, and no shared author field.
    expect(screen.queryByRole('textbox', { name: '统一填写作者' })).toBeNull();
    await fill(user, within(group).getByRole('textbox', { name: /作者/ }), '李四');
    await user.click(screen.getByRole('button', { name: '提交检测' }));

    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: '提交结果' })).getAllByRole('row')).toHaveLength(2);
    await waitFor(() => expect($leftAmount.getState()).toBe(before - 98));
    await user.click(screen.getByRole('button', { name: '继续提交' }));
    expect(await screen.findByRole('button', { name: '提交检测' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '已上传文件' })).toBeNull();
    // The button the focus was on is gone: the empty form takes the focus.
    expect(document.activeElement).toBe(screen.getByRole('form', { name: '提交检测' }));
  });

  it('keeps the document and the fields when the submission is refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(onApi('submitAgentChecks', () => HttpResponse.json({ code: 500, msg: '机构服务已到期，请联系平台续费' })));
    await openAs('agentSub', '/singleCheckCenter');
    await screen.findByRole('radio', { name: '本科毕业论文检测' });
    await user.upload(fileInput(), new File(['正文'], '论文.pdf', { type: 'application/pdf' }));
    const group = await screen.findByRole('group', { name: /^第 1 篇/ });
    await fill(user, within(group).getByRole('textbox', { name: /作者/ }), '李四');
    await user.click(screen.getByRole('button', { name: '提交检测' }));
    expect(await screen.findByText('机构服务已到期，请联系平台续费')).toBeTruthy();
    expect((within(group).getByRole('textbox', { name: /作者/ }) as HTMLInputElement).value).toBe('李四');
    expect(screen.getByRole('list', { name: '已上传文件' })).toBeTruthy();
  });

  it('shows the failure of the check type catalogue with a retry', async () => {
    server.use(onApi('getCheckConfig', () => HttpResponse.json({ code: 500, msg: '服务繁忙' })));
    await openAs('agentSub', '/singleCheckCenter');
    expect(await screen.findByText('检测类型加载失败')).toBeTruthy();
    expect(screen.getByText('服务繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
