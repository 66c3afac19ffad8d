import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $resetPassword, $token, agentLoginFx, sessionCleared } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { AppToaster } from '@/shared/ui/toaster';
import { ResetPasswordDialog } from './reset-password-dialog';

const REASON = '为了您的账号安全，首次登录请修改初始密码后再继续使用。';

beforeEach(() => resetDuplicateGuard());
afterEach(() => sessionCleared());

function renderDialog() {
  renderWithProviders(
    <>
      <p>门户页面</p>
      <ResetPasswordDialog />
      <AppToaster />
    </>,
  );
}

describe('ResetPasswordDialog', () => {
  it('stays closed for a user who need not change the password', async () => {
    await agentLoginFx({ username: 'agent', password: 'Agent@123', code: '8888', uuid: 'test' });
    renderDialog();
    expect(screen.getByText('门户页面')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens for the flagged account, says why, and cannot be dismissed', async () => {
    await agentLoginFx({ username: 'agentreset', password: 'Reset@123', code: '8888', uuid: 'test' });
    // The modal makes the page inert (pointer-events: none); click it anyway, as a user would try.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderDialog();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(REASON);
    expect(screen.queryByRole('button', { name: /关闭/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByText('门户页面'));
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('closes after a successful change, with a success toast', async () => {
    await agentLoginFx({ username: 'agentreset', password: 'Reset@123', code: '8888', uuid: 'test' });
    const user = userEvent.setup();
    renderDialog();
    await screen.findByRole('alertdialog');
    await user.type(screen.getByLabelText('当前密码'), 'Reset@123');
    await user.type(screen.getByLabelText('新密码'), 'Changed123');
    await user.type(screen.getByLabelText('确认新密码'), 'Changed123');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect($resetPassword.getState()).toBe(false);
    expect(await screen.findByText('密码修改成功')).toBeVisible();
  });

  it('logging out is the other way out', async () => {
    await agentLoginFx({ username: 'agentreset', password: 'Reset@123', code: '8888', uuid: 'test' });
    const user = userEvent.setup();
    renderDialog();
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect($token.getState()).toBe('');
  });
});
