import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { agentLoginFx, sessionCleared } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { ForgotPasswordForm } from './forgot-password-form';

beforeEach(() => resetDuplicateGuard());
afterEach(() => {
  server.events.removeAllListeners();
  sessionCleared();
});

function renderForm() {
  renderWithProviders(<ForgotPasswordForm successAction={<a href="/agentLogin">返回机构登录</a>} />);
  return {
    mobile: screen.getByLabelText<HTMLInputElement>('手机号'),
    code: screen.getByLabelText<HTMLInputElement>('短信验证码'),
    password: screen.getByLabelText<HTMLInputElement>('新密码'),
    confirm: screen.getByLabelText<HTMLInputElement>('确认新密码'),
    send: screen.getByRole('button', { name: '获取验证码' }),
    submit: screen.getByRole('button', { name: '重置密码' }),
  };
}

describe('ForgotPasswordForm', () => {
  it('shows the password rules before anything is typed, and ticks them off', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    const rules = screen.getByRole('list', { name: '密码规则' });
    expect(rules.textContent).toContain('长度为 8–20 位');
    expect(rules.textContent).toContain('至少包含一个字母');
    expect(rules.textContent).toContain('至少包含一个数字');
    expect(rules.querySelectorAll('[data-met]')).toHaveLength(0);
    await user.type(form.password, 'abc');
    expect(rules.querySelectorAll('[data-met]')).toHaveLength(2);
  });

  it('validates before submitting: mobile, code, rules, mismatch', async () => {
    const user = userEvent.setup();
    let posted = false;
    server.events.on('request:start', () => {
      posted = true;
    });
    const form = renderForm();
    await user.click(form.submit);
    expect(screen.getByText('请输入手机号')).toBeVisible();
    expect(screen.getByText('请输入短信验证码')).toBeVisible();
    expect(screen.getByText('请输入新密码')).toBeVisible();
    expect(screen.getByText('请再次输入新密码')).toBeVisible();
    await user.type(form.mobile, '13600136000');
    await user.type(form.code, '123456');
    await user.type(form.password, 'abcdefgh');
    await user.type(form.confirm, 'abcdefgh');
    await user.click(form.submit);
    expect(screen.getByText('密码须包含至少一个数字')).toBeVisible();
    await user.clear(form.password);
    await user.type(form.password, 'NewPass123');
    await user.clear(form.confirm);
    await user.type(form.confirm, 'NewPass124');
    await user.click(form.submit);
    expect(screen.getByText('两次输入的密码不一致')).toBeVisible();
    expect(document.activeElement).toBe(form.confirm);
    expect(posted).toBe(false);
  });

  it('a mobile without an institution account: the server says so and the input stays', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.mobile, '13800138000');
    await user.click(form.send);
    expect((await screen.findByRole('alert')).textContent).toContain('该手机号未绑定机构账号');
    expect(form.mobile.value).toBe('13800138000');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('a wrong code is refused by the server; everything typed stays', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.mobile, '13600136000');
    await user.type(form.code, '000000');
    await user.type(form.password, 'NewPass123');
    await user.type(form.confirm, 'NewPass123');
    await user.click(form.submit);
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误');
    expect(form.code.value).toBe('000000');
    expect(form.password.value).toBe('NewPass123');
    expect(form.confirm.value).toBe('NewPass123');
  });

  it('success: code sent with a countdown, password reset, message and the way back to login', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.mobile, ' 13600136000 ');
    await user.click(form.send);
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toHaveProperty('disabled', true);
    await user.type(form.code, '123456');
    await user.type(form.password, 'NewPass123');
    await user.type(form.confirm, 'NewPass123{Enter}');
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('密码已重置，请使用新密码登录。');
    // The form is gone; the outcome takes the focus so the keyboard user is not left on <body>.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByRole('link', { name: '返回机构登录' })).toBeVisible();
    // The new password works at the agent login (13600136000 is the main account `agent`).
    resetDuplicateGuard();
    await expect(agentLoginFx({ username: 'agent', password: 'NewPass123', code: '8888', uuid: 'x' })).resolves.toMatchObject({
      LOGIN_TYPE: 'agentLord',
    });
  });
});
