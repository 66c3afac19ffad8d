import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { $role, sessionCleared } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { LoginPage } from './login-page';

/** The login page in a minimal router of its own (never the app's route tree). */
function renderLoginAt(url: string) {
  const rootRoute = createRootRoute();
  const page = (path: string, text: string) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{text}</p> });
  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login/{-$uuid}',
    validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
      typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
    component: LoginPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      loginRoute,
      page('/userCenter', '用户中心页面'),
      page('/checkCenter', '查重中心页面'),
      page('/agentLogin', '机构登录页面'),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('手机号'), '13800138000');
  await user.type(screen.getByLabelText('短信验证码'), '123456');
  await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
  await user.click(screen.getByRole('button', { name: '登录' }));
}

beforeEach(() => {
  resetDuplicateGuard();
  // The router resets the scroll position on navigation; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionCleared();
});

describe('LoginPage', () => {
  it('links to the institution login, the agreement and the privacy policy', async () => {
    renderLoginAt('/login');
    expect(await screen.findByRole('heading', { name: '用户登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '机构登录' }).getAttribute('href')).toBe('/agentLogin');
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/agreement');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/privacy');
  });

  it('keeps the way back when the user switches to the institution login', async () => {
    renderLoginAt('/login?redirect=%2FcheckCenter%3Fpage%3D2');
    const link = await screen.findByRole('link', { name: '机构登录' });
    expect(link.getAttribute('href')).toBe('/agentLogin?redirect=%2FcheckCenter%3Fpage%3D2');
  });

  it('goes back to the same-origin page that sent the user here', async () => {
    const user = userEvent.setup();
    const router = renderLoginAt(`/login?redirect=${encodeURIComponent('/checkCenter?page=2')}`);
    await logIn(user);
    expect(await screen.findByText('查重中心页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkCenter');
    expect(router.state.location.search).toEqual({ page: 2 });
    expect($role.getState()).toBe('website');
  });

  it('an off-site redirect is ignored: the user center instead', async () => {
    const user = userEvent.setup();
    const router = renderLoginAt(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await logIn(user);
    expect(await screen.findByText('用户中心页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/userCenter');
  });

  it('/login/{uuid}: a valid partner ticket logs in and goes on without the form', async () => {
    const router = renderLoginAt('/login/sso-demo-uuid');
    expect(await screen.findByText('用户中心页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/userCenter');
    expect($role.getState()).toBe('website');
  });

  it('/login/{uuid}: a used ticket says so and offers the SMS form', async () => {
    const user = userEvent.setup();
    const router = renderLoginAt('/login/sso-used');
    expect((await screen.findByRole('alert')).textContent).toContain('登录链接无效或已使用，无法自动登录，请使用手机号登录');
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userCenter'));
  });
});
