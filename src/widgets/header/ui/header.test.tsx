import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { $token, fetchUserInfoFx, sessionCleared, smsLoginFx } from '@/entities/session';
import { resetDuplicateGuard } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { Header } from './header';

function renderHeader() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Header />
        <Outlet />
      </>
    ),
  });
  const page = (path: string, text: string) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{text}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      page('/', '首页内容'),
      page('/userCenter', '用户中心页面'),
      page('/scholarServices', '学者服务页面'),
      page('/agentLogin', '机构登录页面'),
      page('/login/{-$uuid}', '登录页面'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function logInAs(mobile: string) {
  await smsLoginFx({ mobile, code: '123456' });
  await fetchUserInfoFx();
}

// jsdom has no ResizeObserver; the menu's positioning (floating-ui) observes its trigger.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  resetDuplicateGuard();
  // The router resets the scroll position on navigation; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionCleared();
});

describe('Header account entry', () => {
  it('logged out: institution login and login', async () => {
    renderHeader();
    expect((await screen.findByRole('link', { name: '登录' })).getAttribute('href')).toBe('/login');
    // Hidden on the narrowest screens (jsdom applies the base style), so found by its text.
    expect(screen.getByText('机构登录').closest('a')?.getAttribute('href')).toBe('/agentLogin');
    expect(screen.queryByRole('button', { name: /账户菜单/ })).not.toBeInTheDocument();
  });

  it('logged in: avatar, nickname, remaining amount and the user center; no scholar entry', async () => {
    await logInAs('13800138000');
    const user = userEvent.setup();
    const router = renderHeader();
    const trigger = await screen.findByRole('button', { name: '张晓明的账户菜单' });
    expect(trigger.textContent).toContain('张晓明');
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/api/common/imageView/avatar-1001.svg');
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('剩余额度 128.5')).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: '学者服务' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: '个人中心' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userCenter'));
  });

  it('a scholar also sees the scholar services', async () => {
    await logInAs('13900139000');
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: '李文博的账户菜单' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('剩余额度 560')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: '学者服务' }).getAttribute('href')).toBe('/scholarServices');
  });

  it('logout from the menu, by keyboard: the session ends and the login entries come back', async () => {
    await logInAs('13800138000');
    const user = userEvent.setup();
    renderHeader();
    (await screen.findByRole('button', { name: '张晓明的账户菜单' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Ark's menu takes the key once it has focused itself, which it does a frame after opening.
    await waitFor(async () => {
      await user.keyboard('{End}');
      expect(screen.getByRole('menuitem', { name: '退出登录' }).hasAttribute('data-highlighted')).toBe(true);
    });
    await user.keyboard('{Enter}');
    await waitFor(() => expect($token.getState()).toBe(''));
    expect(await screen.findByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  });
});
