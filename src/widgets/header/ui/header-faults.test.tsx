import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILED_TEXT } from '@/shared/ui/error-boundary';
import { showToast } from '@/shared/ui/toaster';
import type * as Toaster from '@/shared/ui/toaster';
import { Header } from './header';

type ToasterModule = typeof Toaster;

// The drawer's chunk cannot be fetched (a phone that went offline after the first load).
vi.mock('./mobile-nav-drawer', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/mobile-nav-drawer-old.js');
});
vi.mock('@/shared/ui/toaster', async (importOriginal) => ({
  ...(await importOriginal<ToasterModule>()),
  showToast: vi.fn(),
}));

describe('Header when the mobile drawer cannot load', () => {
  it('says so and keeps the header (and the page) on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = createRootRoute({
      component: () => (
        <>
          <Header />
          <Outlet />
        </>
      ),
    });
    const router = createRouter({
      routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: () => <p>首页内容</p> })]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    const open = await screen.findByRole('button', { name: '打开导航菜单' });
    await act(async () => open.click());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('warning', CHUNK_FAILED_TEXT));
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByText('首页内容')).toBeVisible();
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });
});
