import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { $nickName, $role, $token, $userType, requestToken, sessionCleared } from '@/entities/session';
import { configureHttp, resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { SmsLoginForm } from './sms-login-form';
import { onApi } from '@mocks/lib/on-api';

let toasts: string[] = [];
let restoreNotifier = () => {};
beforeEach(() => {
  resetDuplicateGuard();
  toasts = [];
  restoreNotifier = configureHttp({ token: requestToken, notify: (_, message) => toasts.push(message) });
});
afterEach(() => {
  restoreNotifier();
  vi.useRealTimers();
  sessionCleared();
});

function renderForm() {
  const onSuccess = vi.fn();
  renderWithProviders(<SmsLoginForm onSuccess={onSuccess} />);
  return {
    onSuccess,
    mobile: screen.getByLabelText('手机号'),
    code: screen.getByLabelText('短信验证码'),
    consent: screen.getByRole('checkbox', { name: '我已阅读并同意' }),
    sendButton: screen.getByRole('button', { name: '获取验证码' }),
    submit: screen.getByRole('button', { name: '登录' }),
  };
}

describe('SmsLoginForm', () => {
  it('checks the mobile number before sending a code, in Chinese', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    server.events.on('request:start', ({ request }) => sent(request.url));
    const form = renderForm();
    await user.click(form.sendButton);
    expect(await screen.findByText('请输入手机号')).toBeVisible();
    await user.type(form.mobile, '1380013800');
    await user.click(form.sendButton);
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('validates every field before submitting', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.submit);
    expect(screen.getByText('请输入手机号')).toBeVisible();
    expect(screen.getByText('请输入短信验证码')).toBeVisible();
    expect(screen.getByText('请阅读并同意用户协议和隐私政策')).toBeVisible();
    expect(document.activeElement).toBe(form.mobile);
    expect(form.onSuccess).not.toHaveBeenCalled();
  });

  it('sends the trimmed number, then counts 60 s down before it can send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/login/sendSms')) bodies.push(await request.clone().json());
    });
    const form = renderForm();
    await user.type(form.mobile, '  13800138000 ');
    await user.click(form.sendButton);
    const waiting = await screen.findByRole('button', { name: /秒后重发/ });
    expect(waiting.textContent).toMatch(/^(60|59) 秒后重发$/);
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(bodies).toEqual([{ mobile: '13800138000' }]);
    expect(document.activeElement).toBe(form.code);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    const again = await screen.findByRole('button', { name: '重新获取' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    server.events.removeAllListeners();
  });

  it('a wrong code: the server message shows under the form and the input stays', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.mobile, '13800138000');
    await user.type(form.code, '123');
    await user.click(form.consent);
    await user.click(form.submit);
    // The mock answers code 500 '验证码错误': the form says it under itself, and nothing repeats it.
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('验证码错误'));
    expect(toasts).toEqual([]);
    expect((form.mobile as HTMLInputElement).value).toBe('13800138000');
    expect((form.code as HTMLInputElement).value).toBe('123');
    expect((form.consent as HTMLInputElement).checked).toBe(true);
    expect(form.onSuccess).not.toHaveBeenCalled();
    expect($token.getState()).toBe('');
  });

  it('a code that cannot be sent is said once, under the form, not also as a toast', async () => {
    server.use(onApi('sendSms', () => HttpResponse.json({ code: 500, msg: '服务器开小差了，请稍后再试' })));
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.mobile, '13800138000');
    await user.click(form.sendButton);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('服务器开小差了，请稍后再试'));
    expect(toasts).toEqual([]);
  });

  it('a login answer without a token is a rejection too, shown with its msg', async () => {
    server.use(onApi('smsLogin', () => HttpResponse.json({ code: 200, msg: '账号已停用' })));
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.mobile, '13800138000');
    await user.type(form.code, '123456');
    await user.click(form.consent);
    await user.click(form.submit);
    expect(await screen.findByText('账号已停用')).toBeVisible();
    expect(form.onSuccess).not.toHaveBeenCalled();
  });

  it('success: Enter submits; the session holds the token, the website type and the user info', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/login/smsLogin')) bodies.push(await request.clone().json());
    });
    const form = renderForm();
    await user.type(form.mobile, ' 13800138000');
    await user.click(form.consent);
    await user.type(form.code, ' 123456{Enter}');
    // The code is passed through unchanged: the mock rejects ' 123456'.
    expect(await screen.findByText('验证码错误')).toBeVisible();
    await user.clear(form.code);
    await user.type(form.code, '123456{Enter}');
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalledOnce());
    expect(bodies).toEqual([
      { mobile: '13800138000', code: ' 123456' },
      { mobile: '13800138000', code: '123456' },
    ]);
    expect($token.getState()).not.toBe('');
    expect($userType.getState()).toBe('website');
    expect($role.getState()).toBe('website');
    expect($nickName.getState()).toBe('张晓明');
    server.events.removeAllListeners();
  });
});
