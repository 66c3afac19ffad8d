import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { $token, $userType, loggedOut, sessionCleared, smsLoginFx } from '@/entities/session';
import { COOKIE_TOKEN } from '@/shared/config';
import { resetDuplicateGuard } from '@/shared/api';
import { readCookie } from '@/shared/lib/cookies';
import { renderWithProviders } from '@/shared/lib/test';
import { AppToaster } from '@/shared/ui/toaster';
import { useLogout } from './use-logout';
import { onApi } from '@mocks/lib/on-api';

function LogoutProbe() {
  const { logout, pending } = useLogout();
  return (
    <button type="button" disabled={pending} onClick={() => void logout()}>
      退出登录
    </button>
  );
}

let unwatch: () => void = () => {};
const loggedOutSpy = vi.fn();

beforeEach(async () => {
  resetDuplicateGuard();
  loggedOutSpy.mockClear();
  unwatch = loggedOut.watch(loggedOutSpy).unsubscribe;
  await smsLoginFx({ mobile: '13800138000', code: '123456' });
});
afterEach(() => {
  unwatch();
  sessionCleared();
});

describe('useLogout', () => {
  it('the server agrees: the session is cleared and loggedOut names the user type', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LogoutProbe />
        <AppToaster />
      </>,
    );
    expect($token.getState()).not.toBe('');
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(loggedOutSpy).toHaveBeenCalledWith(expect.objectContaining({ userType: 'website' })));
    expect($token.getState()).toBe('');
    expect($userType.getState()).toBeNull();
    expect(readCookie(COOKIE_TOKEN)).toBeUndefined();
    expect(screen.queryByText('退出登录失败，已在本机退出')).not.toBeInTheDocument();
  });

  it('the server call fails: the token is still cleared here and the user is told so', async () => {
    server.use(onApi('logout', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LogoutProbe />
        <AppToaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('退出登录失败，已在本机退出')).toBeVisible();
    expect($token.getState()).toBe('');
    expect(readCookie(COOKIE_TOKEN)).toBeUndefined();
    expect(loggedOutSpy).toHaveBeenCalledWith(expect.objectContaining({ userType: 'website' }));
  });
});
