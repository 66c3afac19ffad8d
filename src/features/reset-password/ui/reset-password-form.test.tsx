import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $resetPassword, agentLoginFx, sessionCleared } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { AppToaster } from '@/shared/ui/toaster';
import { ResetPasswordForm } from './reset-password-form';

beforeEach(async () => {
  resetDuplicateGuard();
  await agentLoginFx({ username: 'agentreset', password: 'Reset@123', code: '8888', uuid: 'test' });
});
afterEach(() => sessionCleared());

function renderForm() {
  const onSuccess = vi.fn();
  renderWithProviders(
    <>
      <ResetPasswordForm onSuccess={onSuccess} />
      <AppToaster />
    </>,
  );
  return {
    onSuccess,
    oldPassword: screen.getByLabelText<HTMLInputElement>('当前密码'),
    newPassword: screen.getByLabelText<HTMLInputElement>('新密码'),
    confirm: screen.getByLabelText<HTMLInputElement>('确认新密码'),
    submit: screen.getByRole('button', { name: '确认修改' }),
  };
}

describe('ResetPasswordForm', () => {
  it('shows the rules and checks them, the mismatch and the current password before submitting', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    expect(screen.getByRole('list', { name: '密码规则' }).textContent).toContain('长度为 8–20 位');
    await user.click(form.submit);
    expect(screen.getByText('请输入当前密码')).toBeVisible();
    expect(screen.getByText('请输入新密码')).toBeVisible();
    await user.type(form.oldPassword, 'Reset@123');
    await user.type(form.newPassword, 'short1');
    await user.click(form.submit);
    expect(screen.getByText('密码长度须为 8–20 位')).toBeVisible();
    await user.clear(form.newPassword);
    await user.type(form.newPassword, 'Reset@123');
    await user.click(form.submit);
    expect(screen.getByText('新密码不能与当前密码相同')).toBeVisible();
    await user.clear(form.newPassword);
    await user.type(form.newPassword, 'Changed123');
    await user.type(form.confirm, 'Changed321');
    await user.click(form.submit);
    expect(screen.getByText('两次输入的密码不一致')).toBeVisible();
    expect($resetPassword.getState()).toBe(true);
    expect(form.onSuccess).not.toHaveBeenCalled();
  });

  it('a wrong current password: the server message inline, the input kept, the flag still set', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.oldPassword, 'Wrong@123');
    await user.type(form.newPassword, 'Changed123');
    await user.type(form.confirm, 'Changed123');
    await user.click(form.submit);
    expect((await screen.findByRole('alert')).textContent).toContain('旧密码错误');
    expect(form.oldPassword.value).toBe('Wrong@123');
    expect(form.newPassword.value).toBe('Changed123');
    expect($resetPassword.getState()).toBe(true);
  });

  it('success: the flag clears, a success toast, the fields are emptied', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.oldPassword, 'Reset@123');
    await user.type(form.newPassword, 'Changed123');
    await user.type(form.confirm, 'Changed123{Enter}');
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalledOnce());
    expect($resetPassword.getState()).toBe(false);
    expect(await screen.findByText('密码修改成功')).toBeVisible();
    expect(form.oldPassword.value).toBe('');
    expect(form.newPassword.value).toBe('');
  });
});
