import { describe, expect, it } from 'vitest';
import { LEAVE_GUARD_TEXT } from '@/shared/ui/leave-guard';
import { HttpResponse, onApi, openAs, screen, server, userEvent, waitFor, within } from '@/app/test';

async function open() {
  const app = await openAs('scholar', '/uploadWorks');
  await screen.findByRole('form', { name: '上传作品' });
  return app;
}

const TITLE = '新时代高校思想政治理论课的守正创新';
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(/^作品标题/), TITLE);
  await user.selectOptions(screen.getByRole('combobox', { name: /^作品类型/ }), 'journal');
  await user.type(textbox(/^摘要/), '本文讨论高校思想政治理论课在新时代的守正与创新。');
  await user.type(textbox(/^关键词/), '思政课，守正创新');
  await user.upload(fileInput(), new File(['%PDF-1.4'], '思政课论文.pdf', { type: 'application/pdf' }));
  await screen.findByRole('list', { name: '已上传文件' });
}

describe('/uploadWorks', () => {
  it('checks every required field before sending and focuses the first', async () => {
    const sent: unknown[] = [];
    server.use(onApi('uploadWork', async ({ request }) => void sent.push(await request.json())));
    const user = userEvent.setup({ applyAccept: false });
    await open();
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(screen.getByText('请输入作品标题')).toBeTruthy();
    expect(screen.getByText('请选择作品类型')).toBeTruthy();
    expect(screen.getByText('请填写摘要')).toBeTruthy();
    expect(screen.getByText('请填写 1–8 个关键词，每个不超过 20 字')).toBeTruthy();
    expect(screen.getByText('请上传作品文件')).toBeTruthy();
    expect(document.activeElement).toBe(textbox(/^作品标题/));
    expect(sent).toEqual([]);
  });

  it('takes Word and PDF files only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await open();
    await user.upload(fileInput(), new File(['x'], 'notes.txt'));
    expect(await screen.findByText('文件格式不正确, 请上传doc/docx/pdf格式文件!', { selector: '[role="alert"]' })).toBeTruthy();
  });

  it('keeps the input and shows the server’s message when the work is refused', async () => {
    server.use(onApi('uploadWork', () => HttpResponse.json({ code: 500, msg: '该作品已提交，请勿重复上传' })));
    const user = userEvent.setup({ applyAccept: false });
    await open();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    const form = screen.getByRole('form', { name: '上传作品' });
    expect(await within(form).findByText('该作品已提交，请勿重复上传')).toBeTruthy();
    expect(textbox(/^作品标题/).value).toBe(TITLE);
    expect(within(screen.getByRole('list', { name: '已上传文件' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends the work for review and shows it in my works as 审核中', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const app = await open();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/myWorks'));
    expect(await screen.findByText('作品已提交审核')).toBeTruthy();
    const work = await screen.findByRole('article', { name: TITLE });
    expect(await within(work).findByText('审核中')).toBeTruthy();
    expect(within(work).getByText('期刊论文')).toBeTruthy();
  });

  it('asks before leaving what was typed; 留下 keeps the page and the input, 离开 goes', async () => {
    const user = userEvent.setup();
    const app = await open();
    await user.type(textbox(/^作品标题/), TITLE);
    void app.router.navigate({ to: '/myWorks' });
    const ask = await screen.findByRole('alertdialog', { name: LEAVE_GUARD_TEXT.title });
    await user.click(within(ask).getByRole('button', { name: LEAVE_GUARD_TEXT.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.router.state.location.pathname).toBe('/uploadWorks');
    expect(textbox(/^作品标题/).value).toBe(TITLE);

    void app.router.navigate({ to: '/myWorks' });
    await user.click(
      within(await screen.findByRole('alertdialog', { name: LEAVE_GUARD_TEXT.title })).getByRole('button', {
        name: LEAVE_GUARD_TEXT.leave,
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/myWorks'));
  });

  it('leaves an untouched form without asking', async () => {
    const app = await open();
    void app.router.navigate({ to: '/myWorks' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/myWorks'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
