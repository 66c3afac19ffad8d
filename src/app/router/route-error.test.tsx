import { ChakraProvider } from '@chakra-ui/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createLazyRoute,
  createRouter,
} from '@tanstack/react-router';
import type { RouteComponent } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { CHUNK_FAILED_TEXT } from '@/shared/ui/error-boundary';
import { appSystem } from '../styles/theme';
import { RouteError } from './route-error';
import { RouteErrorHost } from './route-error-host';

const ENGLISH = "Cannot read properties of undefined (reading 'nickName')";

function Experts() {
  return <h1>专家学者</h1>;
}

/** A page whose component comes with its chunk, as every route's does through its `.lazy.tsx`. */
type LazyPage = { importer: () => Promise<{ component: RouteComponent }> };

/** A router like the app's: a header that must survive, the app's error host, lazy route chunks. */
function renderRoutes(path: string, page: RouteComponent | LazyPage) {
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
    'importer' in page
      ? createRoute({ getParentRoute: () => root, path }).lazy(() =>
          page.importer().then(({ component }) => createLazyRoute(path as never)({ component })),
        )
      : createRoute({ getParentRoute: () => root, path, component: page }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteErrorHost,
  });
  render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

/** The /experts chunk while the network is gone: every import fails until `back()`. */
function lostChunk() {
  let down = true;
  const importer = vi.fn(() =>
    down
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/experts-x.js'))
      : Promise.resolve({ component: Experts }),
  );
  return { importer, back: () => (down = false) };
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
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();

    broken = false;
    await act(async () => within(alert).getByRole('button', { name: '重试' }).click());
    expect(await screen.findByRole('heading', { name: '个人中心' })).toBeVisible();
  });

  it('shows an ApiError’s message, which is Chinese already', async () => {
    renderRoutes('/checkSubmit', () => {
      throw new ApiError({ kind: 'invalidResponse', level: 'error', message: '数据格式异常，请稍后重试或联系管理员' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('数据格式异常，请稍后重试或联系管理员');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeEnabled();
  });

  it('says 「页面加载失败，请检查网络后重新加载」 for a route chunk that failed, and its button imports it again', async () => {
    const chunk = lostChunk();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });

    renderRoutes('/experts', chunk);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CHUNK_FAILED_TEXT);
    expect(document.body.textContent).not.toContain('Failed to fetch');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeVisible();
    // No reload of the page (offline it would replace the app with the browser's error page).
    expect(reload).not.toHaveBeenCalled();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('tanstack_router_reload'))).toEqual([]);
    const tried = chunk.importer.mock.calls.length;
    expect(tried).toBeGreaterThan(0);

    chunk.back();
    await act(async () => within(alert).getByRole('button', { name: '重新加载' }).click());
    expect(await screen.findByRole('heading', { name: '专家学者' })).toBeVisible();
    expect(chunk.importer.mock.calls.length).toBeGreaterThan(tried);
    expect(reload).not.toHaveBeenCalled();
  });

  it('fails again honestly when the chunk still cannot be fetched, and succeeds on a later try', async () => {
    const chunk = lostChunk();
    renderRoutes('/experts', chunk);
    const retry = async () => {
      const button = await screen.findByRole('button', { name: '重新加载' });
      await act(async () => button.click());
    };
    await screen.findByRole('alert');
    const tried = chunk.importer.mock.calls.length;
    await retry();
    await vi.waitFor(() => expect(chunk.importer.mock.calls.length).toBeGreaterThan(tried));
    expect((await screen.findByRole('alert')).textContent).toContain(CHUNK_FAILED_TEXT);
    chunk.back();
    await retry();
    expect(await screen.findByRole('heading', { name: '专家学者' })).toBeVisible();
  });

  it('tries again by itself when the browser comes back online', async () => {
    const chunk = lostChunk();
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    // As the browser does when the network goes: a network store still listening from an earlier
    // render (files share a worker) hears it too.
    window.dispatchEvent(new Event('offline'));
    renderRoutes('/experts', chunk);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('网络已断开');
    chunk.back();
    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: '专家学者' })).toBeVisible();
  });

  it('keeps the retry it promised on the online event when the router hands it a new reset before the retry runs', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    window.dispatchEvent(new Event('offline'));
    const reset = vi.fn();
    // The router renders its error component again (a new `reset` each time) whenever its state
    // moves; here that happens between the online event and the retry it schedules.
    function ErrorPage() {
      const [generation, setGeneration] = useState(0);
      const resetOf = useCallback(() => reset(generation), [generation]);
      return (
        <>
          <button type="button" onClick={() => setGeneration((n) => n + 1)}>
            路由再次渲染
          </button>
          <RouteError error={new TypeError('Failed to fetch dynamically imported module')} reset={resetOf} chunk />
        </>
      );
    }
    renderRoutes('/experts', ErrorPage);
    expect((await screen.findByRole('alert')).textContent).toContain('网络已断开');
    online = true;
    const rerender = screen.getByRole('button', { name: '路由再次渲染' });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      rerender.click();
    });
    // The retry ran (the router loaded again and the view reset itself), with the newest reset.
    await vi.waitFor(() => expect(reset).toHaveBeenCalledWith(1), { timeout: 5000 });
  });
});
