import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $resetPassword, agentLoginFx, sessionCleared } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { AppToaster } from '@/shared/ui/toaster';
import { EditPasswordPage } from './edit-password-page';

beforeEach(async () => {
  resetDuplicateGuard();
  await agentLoginFx({ username: 'agentsub', password: 'Sub@12345', code: '8888', uuid: 'test' });
});
afterEach(() => sessionCleared());

describe('EditPasswordPage', () => {
  it('changes the password and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <EditPasswordPage />
        <AppToaster />
      </>,
    );
    expect(screen.getByRole('heading', { name: '修改密码' })).toBeVisible();
    await user.type(screen.getByLabelText('当前密码'), 'Sub@12345');
    await user.type(screen.getByLabelText('新密码'), 'Changed123');
    await user.type(screen.getByLabelText('确认新密码'), 'Changed123');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码修改成功')).toBeVisible();
    expect($resetPassword.getState()).toBe(false);
  });
});
