import { describe, expect, it } from 'vitest';
import { checkTypeStateCases, fileInput, openForm, refuse, screen, valueOf, waitFor, within, openPage, type UserSession } from '@/app/test';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function fillForm(user: UserSession) {
  await user.upload(fileInput(), new File(['第一章 绪论'], '毕业论文.docx', { type: DOCX }));
  await screen.findByRole('list', { name: '已上传文件' });
  await user.type(screen.getByRole('textbox', { name: /论文题目/ }), '古籍文字识别方法研究');
  await user.type(screen.getByRole('textbox', { name: /作者/ }), '张三');
}

describe('/checkSubmit/{code?}', () => {
  it('is public, but an anonymous submit asks to log in first, with the way back', async () => {
    const [user] = await openPage('/checkSubmit?service=check&typeId=102', '提交检测');
    const login = screen.getByRole('link', { name: '去登录' });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/checkSubmit?service=check&typeId=102')}`);
    // The type from the landing page is chosen and priced.
    await waitFor(() => expect((screen.getByRole('radio', { name: '硕士学位论文检测' }) as HTMLInputElement).checked).toBe(true));
    await user.click(screen.getByRole('button', { name: '提交检测' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('请先登录'))).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '去登录' }));
  });

  it('validates, then submits with the promotion code from the path and shows the report code', async () => {
    const [user] = await openForm('individual', '/checkSubmit/TG2026?service=check', () =>
      screen.findByText(/推广码有效，「本科毕业论文检测」可享八折优惠/),
    );
    await waitFor(() => expect((screen.getByRole('radio', { name: '本科毕业论文检测' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByText('请先登录')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交检测' }));
    expect(screen.getByText('请上传待检测的文档')).toBeVisible();
    expect(screen.getByText('请填写论文题目')).toBeVisible();
    expect(screen.getByText('请填写作者')).toBeVisible();
    // The first field in trouble is the upload: the focus lands on its drop zone.
    expect(document.activeElement?.getAttribute('data-part')).toBe('dropzone');

    await fillForm(user);
    const summary = screen.getByText('费用明细').closest('div')!.parentElement!;
    expect(within(summary).getByText('¥54.40')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '提交检测' }));
    expect(await screen.findByRole('heading', { name: /提交成功/ })).toBeVisible();
    const reportLink = screen.getByRole('link', { name: '查看报告' });
    expect(reportLink.getAttribute('href')).toMatch(/^\/report\/BG\d+$/);
    expect(screen.getByText('验证码')).toBeVisible();
    expect(screen.getByText('¥54.40')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('switches service in the URL; keeps the input and shows the server message when the submit fails', async () => {
    const [user, app] = await openForm('individual', '/checkSubmit', () => screen.findByRole('radio', { name: 'AIGC检测' }));
    await user.click(screen.getByRole('radio', { name: 'AIGC检测' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ service: 'aigc' }));
    await user.click(await screen.findByRole('radio', { name: 'AIGC 检测（专业版）' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ service: 'aigc', typeId: 202 }));

    refuse('submitCheck', '检测通道维护中，请稍后再试');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交检测' }));
    expect(await screen.findByText('检测通道维护中，请稍后再试')).toBeVisible();
    expect(valueOf(/论文题目/)).toBe('古籍文字识别方法研究');
    expect(valueOf(/作者/)).toBe('张三');
  });

  it('an invalid promotion code blocks the submit', async () => {
    const [user] = await openForm('individual', '/checkSubmit/TG2025?service=check', () => screen.findByText(/推广码已过期/));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交检测' }));
    expect(screen.getByText('请先修正表单中的问题')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /提交成功/ })).not.toBeInTheDocument();
  });

  checkTypeStateCases('getCheckConfig', 'individual', '/checkSubmit', '本科毕业论文检测');
});
