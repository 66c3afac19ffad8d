import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { server } from '@mocks/node';
import { $nickName, $role, $token, sessionCleared } from '@/entities/session';
import { renderWithProviders } from '@/shared/lib/test';
import { SsoLogin } from './sso-login';
import { onApi } from '@mocks/lib/on-api';

afterEach(() => {
  server.events.removeAllListeners();
  sessionCleared();
});

describe('SsoLogin', () => {
  it('a valid partner ticket logs in once (even under StrictMode) and fetches the user info', async () => {
    const tickets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/agent/user/agentLogin/foreign/')) tickets.push(path);
    });
    const onSuccess = vi.fn();
    renderWithProviders(
      <StrictMode>
        <SsoLogin uuid="sso-demo-uuid" onSuccess={onSuccess} fallback={<p>手机号登录表单</p>} />
      </StrictMode>,
    );
    expect(screen.getByRole('status').textContent).toContain('正在验证登录链接');
    // Logged in, but nothing happens in the account before its owner has seen whose it is.
    const named = await screen.findByText(/^已通过合作方链接登录账号「张晓明」（手机号 138\*{4}\d{4}）$/);
    expect(named).toBeVisible();
    screen.getByText('请确认这是您本人的账号；如果不是，请立即退出登录，以免在他人的账号中操作。');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(tickets).toEqual(['/api/agent/user/agentLogin/foreign/sso-demo-uuid']);
    expect($token.getState()).not.toBe('');
    expect($role.getState()).toBe('website');
    expect($nickName.getState()).toBe('张晓明');
    expect(screen.queryByText('手机号登录表单')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '继续' }));
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('someone else’s ticket: 退出登录 ends that session at once, nothing done in it', async () => {
    const onSuccess = vi.fn();
    renderWithProviders(<SsoLogin uuid="sso-demo-uuid" onSuccess={onSuccess} fallback={<p>手机号登录表单</p>} />);
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect($token.getState()).toBe(''));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('a used ticket: a clear Chinese message and the normal login form', async () => {
    const onSuccess = vi.fn();
    renderWithProviders(<SsoLogin uuid="sso-used" onSuccess={onSuccess} fallback={<p>手机号登录表单</p>} />);
    expect((await screen.findByRole('alert')).textContent).toContain('登录链接无效或已使用，无法自动登录，请使用手机号登录');
    expect(screen.getByText('手机号登录表单')).toBeVisible();
    expect(onSuccess).not.toHaveBeenCalled();
    expect($token.getState()).toBe('');
  });

  it('no verdict (the network, a gateway): says so, keeps the login form, and tries the ticket again', async () => {
    let down = true;
    server.use(onApi('agentLoginForeign', () => (down ? new HttpResponse('<html>', { status: 502 }) : undefined)));
    const onSuccess = vi.fn();
    renderWithProviders(<SsoLogin uuid="sso-demo-uuid" onSuccess={onSuccess} fallback={<p>手机号登录表单</p>} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('暂时无法验证登录链接，请检查网络后重试');
    expect(alert.textContent).toContain('系统接口502异常');
    expect(screen.getByText('手机号登录表单')).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(await screen.findByRole('button', { name: '继续' }));
    expect(onSuccess).toHaveBeenCalledOnce();
  });
});
