import { describe, expect, it } from 'vitest';
import { LEAVE_GUARD_TEXT } from '@/shared/ui/leave-guard';
import { fileInput, openForm, refuse, screen, submitExpecting, typeInto, valueOf, waitFor, within } from '@/app/test';
import type { UserSession } from '@/app/test';

/** The upload form of a signed-in scholar. */
const open = () => openForm('scholar', '/uploadWorks', () => screen.findByRole('form', { name: '上传作品' }));

const TITLE = '新时代高校思想政治理论课的守正创新';

async function fillForm(user: UserSession) {
  await typeInto(user, { 作品标题: TITLE });
  await user.selectOptions(screen.getByRole('combobox', { name: /^作品类型/ }), 'journal');
  await typeInto(user, { 摘要: '本文讨论高校思想政治理论课在新时代的守正与创新。', 关键词: '思政课，守正创新' });
  await user.upload(fileInput(), new File(['%PDF-1.4'], '思政课论文.pdf', { type: 'application/pdf' }));
  await screen.findByRole('list', { name: '已上传文件' });
}

describe('/uploadWorks', () => {
  it('checks every required field before sending and focuses the first', async () => {
    const [user] = await open();
    const rules = ['请输入作品标题', '请选择作品类型', '请填写摘要', '请填写 1–8 个关键词，每个不超过 20 字', '请上传作品文件'];
    await submitExpecting(user, '提交审核', rules, { focus: /^作品标题/, notSentTo: 'uploadWork' });
  });

  it('takes Word and PDF files only', async () => {
    const [user] = await open();
    await user.upload(fileInput(), new File(['x'], 'notes.txt'));
    expect(await screen.findByText('文件格式不正确, 请上传doc/docx/pdf格式文件!', { selector: '[role="alert"]' })).toBeVisible();
  });

  it('keeps the input and shows the server’s message when the work is refused', async () => {
    refuse('uploadWork', '该作品已提交，请勿重复上传');
    const [user] = await open();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    const form = screen.getByRole('form', { name: '上传作品' });
    expect(await within(form).findByText('该作品已提交，请勿重复上传')).toBeVisible();
    expect(valueOf(/^作品标题/)).toBe(TITLE);
    expect(within(screen.getByRole('list', { name: '已上传文件' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends the work for review and shows it in my works as 审核中', async () => {
    const [user, app] = await open();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/myWorks'));
    expect(await screen.findByText('作品已提交审核')).toBeVisible();
    const work = await screen.findByRole('article', { name: TITLE });
    expect(await within(work).findByText('审核中')).toBeVisible();
    expect(within(work).getByText('期刊论文')).toBeVisible();
  });

  it('asks before leaving what was typed; 留下 keeps the page and the input, 离开 goes', async () => {
    const [user, app] = await open();
    await typeInto(user, { 作品标题: TITLE });
    void app.router.navigate({ to: '/myWorks' });
    const ask = await screen.findByRole('alertdialog', { name: LEAVE_GUARD_TEXT.title });
    await user.click(within(ask).getByRole('button', { name: LEAVE_GUARD_TEXT.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.router.state.location.pathname).toBe('/uploadWorks');
    expect(valueOf(/^作品标题/)).toBe(TITLE);

    void app.router.navigate({ to: '/myWorks' });
    await user.click(
      within(await screen.findByRole('alertdialog', { name: LEAVE_GUARD_TEXT.title })).getByRole('button', {
        name: LEAVE_GUARD_TEXT.leave,
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/myWorks'));
  });

  it('leaves an untouched form without asking', async () => {
    const [, app] = await open();
    void app.router.navigate({ to: '/myWorks' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/myWorks'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
