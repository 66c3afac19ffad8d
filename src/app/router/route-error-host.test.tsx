import { ChakraProvider } from '@chakra-ui/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILED_TEXT } from '@/shared/ui/error-boundary';
import { appSystem } from '../styles/theme';
import { RouteErrorHost } from './route-error-host';

// The error view's own chunk cannot be fetched either (the network is gone, it was not preloaded).
vi.mock('./route-error', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/route-error-old.js');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** /experts, whose page throws a chunk error until `fixed()`; the error view's chunk fails too. */
function openBrokenPage() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  let broken = true;
  const root = createRootRoute({
    component: () => (
      <>
        <nav aria-label="主导航">首页</nav>
        <Outlet />
      </>
    ),
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/experts',
    component: () => {
      if (broken) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/experts-old.js');
      return <h1>专家学者</h1>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/experts'] }),
    defaultErrorComponent: RouteErrorHost,
  });
  render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return {
    fixed: () => {
      broken = false;
    },
  };
}

describe('RouteErrorHost when the error view cannot load', () => {
  it('still shows the minimal Chinese notice of the first load, and its button retries the route', async () => {
    const page = openBrokenPage();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(CHUNK_FAILED_TEXT);
    expect(document.body.textContent).not.toContain('Failed to fetch');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();

    page.fixed();
    await act(async () => within(notice).getByRole('button', { name: '重新加载' }).click());
    expect(await screen.findByRole('heading', { name: '专家学者' })).toBeVisible();
  });

  it('tries the route again by itself when the browser comes back online, as the full error view does', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const page = openBrokenPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(CHUNK_FAILED_TEXT);

    page.fixed();
    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));

    // No click: the notice's retry runs a moment after the event.
    expect(await screen.findByRole('heading', { name: '专家学者' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
