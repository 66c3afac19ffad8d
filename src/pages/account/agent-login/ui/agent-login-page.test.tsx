import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { $role, sessionCleared } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { AgentLoginPage } from './agent-login-page';

function renderAgentLoginAt(url: string) {
  const rootRoute = createRootRoute();
  const page = (path: string, text: string) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{text}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/agentLogin', component: AgentLoginPage }),
      page('/userCenter', '用户中心页面'),
      page('/subAccount', '子账号页面'),
      page('/forgotPwd', '找回密码页面'),
      page('/login/{-$uuid}', '个人登录页面'),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function logIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await screen.findByRole('img', { name: '图形验证码' });
  await user.type(screen.getByLabelText('账号'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.type(screen.getByLabelText('图形验证码'), '8888{Enter}');
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

describe('AgentLoginPage', () => {
  it('links to the forgotten password and to the personal login', async () => {
    renderAgentLoginAt('/agentLogin');
    expect(await screen.findByRole('heading', { name: '机构登录' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/forgotPwd');
    expect(screen.getByRole('link', { name: '个人用户登录' }).getAttribute('href')).toBe('/login');
  });

  it('main account: to the user center', async () => {
    const user = userEvent.setup();
    const router = renderAgentLoginAt('/agentLogin');
    await logIn(user, 'agent', 'Agent@123');
    expect(await screen.findByText('用户中心页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/userCenter');
    expect($role.getState()).toBe('agentLord');
  });

  it('sub-account with a safe redirect: back to that page', async () => {
    const user = userEvent.setup();
    const router = renderAgentLoginAt(`/agentLogin?redirect=${encodeURIComponent('/subAccount')}`);
    await logIn(user, 'agentsub', 'Sub@12345');
    expect(await screen.findByText('子账号页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subAccount');
    expect($role.getState()).toBe('agentChild');
  });

  it('a redirect to another host is refused', async () => {
    const user = userEvent.setup();
    const router = renderAgentLoginAt(`/agentLogin?redirect=${encodeURIComponent('/\\evil.example')}`);
    await logIn(user, 'agent', 'Agent@123');
    expect(await screen.findByText('用户中心页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/userCenter');
  });
});
