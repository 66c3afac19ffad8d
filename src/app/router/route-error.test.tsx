import { ChakraProvider } from '@chakra-ui/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import type { RouteComponent } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { CHUNK_FAILED_TEXT } from '@/shared/ui/error-boundary';
import { appSystem } from '../styles/theme';
import { guardRouteChunks } from './route-chunks';
import { RouteErrorHost } from './route-error-host';

const ENGLISH = "Cannot read properties of undefined (reading 'nickName')";

function Experts() {
  return <h1>专家学者</h1>;
}

/** A router like the app's: a header that must survive, the app's error host, guarded chunks. */
function renderRoutes(path: string, page: RouteComponent) {
  const root = createRootRoute({
    component: () => (
      <>
        <nav aria-label="主导航">专家学者</nav>
        <Outlet />
      </>
    ),
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>首页</p> }),
    createRoute({ getParentRoute: () => root, path, component: page }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteErrorHost,
  });
  guardRouteChunks(router);
  render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

beforeEach(() => {
  // React reports what the route boundary caught; the app turns faults into warnings (main.tsx).
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the route error view', () => {
  it('never shows an exception’s English text; retry renders the route again', async () => {
    let broken = true;
    renderRoutes('/userIndex', () => {
      if (broken) throw new TypeError(ENGLISH);
      return <h1>个人中心</h1>;
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('页面加载失败');
    expect(alert.textContent).toContain('页面出现了意外错误，请稍后重试');
    expect(document.body.textContent).not.toContain('Cannot read');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();

    broken = false;
    await act(async () => within(alert).getByRole('button', { name: '重试' }).click());
    expect(await screen.findByRole('heading', { name: '个人中心' })).toBeTruthy();
  });

  it('shows an ApiError’s message, which is Chinese already', async () => {
    renderRoutes('/checkSubmit', () => {
      throw new ApiError({ kind: 'invalidResponse', level: 'error', message: '数据格式异常，请稍后重试或联系管理员' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('数据格式异常，请稍后重试或联系管理员');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('says 「页面加载失败，请检查网络后重新加载」 for a route chunk that failed, and its button imports it again', async () => {
    const importer = vi
      .fn<() => Promise<{ component: typeof Experts }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/experts-x.js'))
      .mockResolvedValue({ component: Experts });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });

    renderRoutes('/experts', lazyRouteComponent(importer, 'component'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CHUNK_FAILED_TEXT);
    expect(document.body.textContent).not.toContain('Failed to fetch');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    // TanStack's own answer to a missing module (reload the page) is not taken: offline it
    // would replace the app with the browser's error page.
    expect(reload).not.toHaveBeenCalled();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('tanstack_router_reload'))).toEqual([]);
    expect(importer).toHaveBeenCalledTimes(1);

    await act(async () => within(alert).getByRole('button', { name: '重新加载' }).click());
    expect(await screen.findByRole('heading', { name: '专家学者' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('fails again honestly when the chunk still cannot be fetched, and succeeds on a later try', async () => {
    const failure = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/experts-x.js'));
    const importer = vi
      .fn<() => Promise<{ component: typeof Experts }>>()
      .mockImplementationOnce(failure)
      .mockImplementationOnce(failure)
      .mockResolvedValue({ component: Experts });
    renderRoutes('/experts', lazyRouteComponent(importer, 'component'));
    const retry = async () => {
      const button = await screen.findByRole('button', { name: '重新加载' });
      await act(async () => button.click());
    };
    await retry();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('alert')).textContent).toContain(CHUNK_FAILED_TEXT);
    await retry();
    expect(await screen.findByRole('heading', { name: '专家学者' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('tries again by itself when the browser comes back online', async () => {
    const importer = vi
      .fn<() => Promise<{ component: typeof Experts }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/experts-x.js'))
      .mockResolvedValue({ component: Experts });
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    renderRoutes('/experts', lazyRouteComponent(importer, 'component'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('网络已断开');
    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: '专家学者' })).toBeTruthy();
  });
});
