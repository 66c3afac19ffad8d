import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { SmsCodeInput } from './sms-code-input';

describe('SmsCodeInput', () => {
  it('asks for a code, waits out the countdown, then offers 重新获取', async () => {
    const onRequest = vi.fn();
    const first = renderWithProviders(
      <SmsCodeInput aria-label="短信验证码" remaining={0} sent={false} sending={false} onRequest={onRequest} />,
    );
    expect(screen.getByRole('textbox', { name: '短信验证码' }).getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.setup().click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onRequest).toHaveBeenCalledOnce();

    first.unmount();
    const second = renderWithProviders(<SmsCodeInput aria-label="短信验证码" remaining={42} sent sending={false} onRequest={onRequest} />);
    const waiting = screen.getByRole('button', { name: '42 秒后重发' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);

    second.unmount();
    renderWithProviders(<SmsCodeInput aria-label="短信验证码" remaining={0} sent sending={false} onRequest={onRequest} />);
    expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
  });
});
