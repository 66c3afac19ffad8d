import { describe, expect, it } from 'vitest';
import { $leftAmount } from '@/entities/session';
import { listStateCases, openForm, pasteInto, refuse, screen, uploadDocuments, waitFor, within } from '@/app/test';

const paper = () => new File(['正文'], '论文.pdf', { type: 'application/pdf' });

describe('/singleCheckCenter', () => {
  it('checks one document of a sub account; the remaining amount follows', async () => {
    const [user] = await openForm('agentSub', '/singleCheckCenter', () => screen.findByRole('heading', { level: 1, name: '单篇检测' }));
    const before = $leftAmount.getState() ?? 0;
    await user.click(await screen.findByRole('radio', { name: '期刊职称论文检测' }));
    await user.click(screen.getByRole('button', { name: '提交检测' }));
    expect(await screen.findByText('请上传待检测的文档')).toBeVisible();
    expect(screen.getByText('请先修正表单中的问题')).toBeVisible();

    const [group] = await uploadDocuments(user, paper());
    // One document at a time: no second file, and no shared author field.
    expect(screen.queryByRole('textbox', { name: '统一填写作者' })).not.toBeInTheDocument();
    await pasteInto(user, within(group).getByRole('textbox', { name: /作者/ }), '李四');
    await user.click(screen.getByRole('button', { name: '提交检测' }));

    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeVisible();
    expect(within(screen.getByRole('table', { name: '提交结果' })).getAllByRole('row')).toHaveLength(2);
    await waitFor(() => expect($leftAmount.getState()).toBe(before - 98));
    await user.click(screen.getByRole('button', { name: '继续提交' }));
    expect(await screen.findByRole('button', { name: '提交检测' })).toBeEnabled();
    expect(screen.queryByRole('list', { name: '已上传文件' })).not.toBeInTheDocument();
    // The button the focus was on is gone: the empty form takes the focus.
    expect(document.activeElement).toBe(screen.getByRole('form', { name: '提交检测' }));
  });

  it('keeps the document and the fields when the submission is refused', async () => {
    refuse('submitAgentChecks', '机构服务已到期，请联系平台续费');
    const [user] = await openForm('agentSub', '/singleCheckCenter', () => screen.findByRole('radio', { name: '本科毕业论文检测' }));
    const [group] = await uploadDocuments(user, paper());
    await pasteInto(user, within(group).getByRole('textbox', { name: /作者/ }), '李四');
    await user.click(screen.getByRole('button', { name: '提交检测' }));
    expect(await screen.findByText('机构服务已到期，请联系平台续费')).toBeVisible();
    expect((within(group).getByRole('textbox', { name: /作者/ }) as HTMLInputElement).value).toBe('李四');
    expect(screen.getByRole('list', { name: '已上传文件' })).toBeVisible();
  });

  // The check type catalogue (the prices) failing, apart from the institution's types.
  listStateCases('getCheckConfig', 'agentSub', '/singleCheckCenter', {
    failure: { shows: ['检测类型加载失败', '服务繁忙'] },
    loaded: () => screen.findByRole('radio', { name: '本科毕业论文检测' }),
  });
});
