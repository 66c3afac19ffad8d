import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { $agentMenusConfig, $resetPassword, $role, $token, $user, $userType, sessionCleared } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { AgentLoginForm } from './agent-login-form';

let captchaRequests = 0;
beforeEach(() => {
  resetDuplicateGuard();
  captchaRequests = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/captchaImage') captchaRequests += 1;
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  sessionCleared();
});

async function renderForm() {
  const onSuccess = vi.fn();
  renderWithProviders(<AgentLoginForm onSuccess={onSuccess} />);
  const refresh = screen.getByRole('button', { name: '看不清？换一张' });
  const image = await screen.findByRole<HTMLImageElement>('img', { name: '图形验证码' });
  return {
    onSuccess,
    refresh,
    image,
    username: screen.getByLabelText<HTMLInputElement>('账号'),
    password: screen.getByLabelText<HTMLInputElement>('密码'),
    code: screen.getByLabelText<HTMLInputElement>('图形验证码'),
    submit: screen.getByRole('button', { name: '登录' }),
  };
}

describe('AgentLoginForm', () => {
  it('shows the captcha as an SVG data URL and fetches a new one on click', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    const first = form.image.src;
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(captchaRequests).toBe(1);
    await user.click(form.refresh);
    await waitFor(() => expect(screen.getByRole<HTMLImageElement>('img', { name: '图形验证码' }).src).not.toBe(first));
    expect(captchaRequests).toBe(2);
  });

  it('validates before submitting, in Chinese', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    await user.click(form.submit);
    expect(screen.getByText('请输入账号')).toBeVisible();
    expect(screen.getByText('请输入密码')).toBeVisible();
    expect(screen.getByText('请输入图形验证码')).toBeVisible();
    expect(document.activeElement).toBe(form.username);
    expect(captchaRequests).toBe(1);
  });

  it('a wrong password: message inline, account and password kept, captcha refreshed and cleared', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    const first = form.image.src;
    await user.type(form.username, 'agent');
    await user.type(form.password, 'wrong-password');
    await user.type(form.code, '8888');
    await user.click(form.submit);
    expect((await screen.findByRole('alert')).textContent).toContain('用户名或密码错误');
    expect(form.username.value).toBe('agent');
    expect(form.password.value).toBe('wrong-password');
    expect(form.code.value).toBe('');
    await waitFor(() => expect(captchaRequests).toBe(2));
    await waitFor(() => expect(screen.getByRole<HTMLImageElement>('img', { name: '图形验证码' }).src).not.toBe(first));
    expect($token.getState()).toBe('');
    expect(form.onSuccess).not.toHaveBeenCalled();
  });

  it('a wrong captcha answer is refused by the server and refreshed as well', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    await user.type(form.username, 'agent');
    await user.type(form.password, 'Agent@123');
    await user.type(form.code, 'zzzz');
    await user.click(form.submit);
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误');
    await waitFor(() => expect(captchaRequests).toBe(2));
    expect(form.code.value).toBe('');
  });

  it('success as the main account: agentLord with its function configuration', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    await user.type(form.username, ' agent ');
    await user.type(form.password, 'Agent@123');
    await user.type(form.code, '8888{Enter}');
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalledOnce());
    expect($userType.getState()).toBe('agent');
    expect($user.getState().agentType).toBe('agentLord');
    expect($role.getState()).toBe('agentLord');
    expect($agentMenusConfig.getState()).toContain('subAccount');
  });

  it('success as a sub-account: agentChild without menus', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    await user.type(form.username, 'agentsub');
    await user.type(form.password, 'Sub@12345');
    await user.type(form.code, '8888');
    await user.click(form.submit);
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalledOnce());
    expect($role.getState()).toBe('agentChild');
    expect($agentMenusConfig.getState()).toEqual([]);
    expect($resetPassword.getState()).toBe(false);
  });

  it('the account that must change its password logs in with the flag set', async () => {
    const user = userEvent.setup();
    const form = await renderForm();
    await user.type(form.username, 'agentreset');
    await user.type(form.password, 'Reset@123');
    await user.type(form.code, '8888');
    await user.click(form.submit);
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalledOnce());
    expect($resetPassword.getState()).toBe(true);
  });
});
