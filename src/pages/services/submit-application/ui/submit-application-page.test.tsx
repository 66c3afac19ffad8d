import { describe, expect, it } from 'vitest';
import { HttpResponse, onApi, renderApp, screen, server, userEvent, openPage } from '@/app/test';

async function fill(user: ReturnType<typeof userEvent.setup>, mobile = '13800138000') {
  await user.type(screen.getByRole('textbox', { name: /姓名/ }), '李明');
  await user.type(screen.getByRole('textbox', { name: /单位名称/ }), '华东师范大学图书馆');
  await user.type(screen.getByRole('textbox', { name: /手机号/ }), mobile);
  await user.type(screen.getByRole('textbox', { name: /邮箱/ }), 'liming@example.edu.cn');
  await user.type(screen.getByRole('textbox', { name: /合作内容/ }), '希望合作提供图书情报学课程讲义。');
}

describe('/submitApplication', () => {
  it('validates before sending, then shows the application number', async () => {
    const [user] = await openPage('/submitApplication', '提交申请');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请填写姓名')).toBeTruthy();
    expect(screen.getByText('请填写单位名称')).toBeTruthy();
    expect(screen.getByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请填写邮箱')).toBeTruthy();
    expect(screen.getByText('请填写合作内容')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /姓名/ }));

    await fill(user, '12345');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请输入正确的 11 位手机号')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /手机号/ }));
    await user.clear(screen.getByRole('textbox', { name: /手机号/ }));
    await user.type(screen.getByRole('textbox', { name: /手机号/ }), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('heading', { name: /申请已提交/ })).toBeTruthy();
    expect(screen.getByText(/^SQ\d+$/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    server.use(onApi('submitApplication', () => HttpResponse.json({ code: 500, msg: '申请过于频繁，请明天再试' })));
    const user = userEvent.setup();
    renderApp('/submitApplication');
    await screen.findByRole('heading', { level: 1, name: '提交申请' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请过于频繁，请明天再试')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /单位名称/ }) as HTMLInputElement).value).toBe('华东师范大学图书馆');
  });
});
