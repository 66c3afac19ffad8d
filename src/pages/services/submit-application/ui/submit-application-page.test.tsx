import { describe, expect, it } from 'vitest';
import { openPage, refuse, screen, submitExpecting, typeInto, valueOf, type UserSession } from '@/app/test';

const fill = (user: UserSession, mobile = '13800138000') =>
  typeInto(user, {
    姓名: '李明',
    单位名称: '华东师范大学图书馆',
    手机号: mobile,
    邮箱: 'liming@example.edu.cn',
    合作内容: '希望合作提供图书情报学课程讲义。',
  });

describe('/submitApplication', () => {
  it('validates before sending, then shows the application number', async () => {
    const [user] = await openPage('/submitApplication', '提交申请');
    await submitExpecting(user, '提交申请', ['请填写姓名', '请填写单位名称', '请输入手机号', '请填写邮箱', '请填写合作内容'], {
      focus: /^姓名/,
    });

    await fill(user, '12345');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请输入正确的 11 位手机号')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /手机号/ }));
    await user.clear(screen.getByRole('textbox', { name: /手机号/ }));
    await user.type(screen.getByRole('textbox', { name: /手机号/ }), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('heading', { name: /申请已提交/ })).toBeVisible();
    expect(screen.getByText(/^SQ\d+$/)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    refuse('submitApplication', '申请过于频繁，请明天再试');
    const [user] = await openPage('/submitApplication', '提交申请');
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请过于频繁，请明天再试')).toBeVisible();
    expect(valueOf(/单位名称/)).toBe('华东师范大学图书馆');
  });
});
