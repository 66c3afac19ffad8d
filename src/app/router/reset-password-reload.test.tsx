import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';

/*
 * F5 must not escape the forced password reset: after an agent login that must
 * reset its password, a page load (fresh modules, starting from the cookies) still stalls every
 * non-public page. In a file of its own: it reloads the module graph, which the other guard tests
 * must not share.
 */

describe('the forced password reset after a reload', () => {
  it('still stalls a protected page, and resumes after the reset', async () => {
    const before = await import('@/entities/session');
    await before.agentLoginFx({ username: 'agentreset', password: 'Reset@123', code: '8888', uuid: 'any' });
    expect(before.$resetPassword.getState()).toBe(true);

    // F5: the page loads again and every module starts from the cookies.
    vi.resetModules();
    const session = await import('@/entities/session');
    const { renderApp } = await import('../test/render-app');
    expect(session.$resetPassword.getState()).toBe(true);

    const app = renderApp('/agentHome');
    await new Promise((r) => setTimeout(r, 300));
    expect(app.router.state.status).toBe('pending');
    expect(screen.queryByRole('heading', { level: 1, name: '机构首页' })).not.toBeInTheDocument();

    await act(async () => {
      await session.resetPasswordFx({ oldPassword: 'Reset@123', newPassword: 'NewPass123', confirmPassword: 'NewPass123' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: '机构首页' })).toBeVisible();
    await waitFor(() => expect(document.cookie).not.toContain('RESET_PASSWORD'));
    session.sessionCleared();
  });
});
