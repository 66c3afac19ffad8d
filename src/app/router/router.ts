import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';
import type { ViewportClass } from './guard';
import { NotFoundRedirect } from './not-found-redirect';
import { RouteErrorHost } from './route-error-host';
import './route-meta';

export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The viewport the guard decides for (a page's phone twin, SPEC §2). The browser leaves it out
   * and reads the window; the build-time server render, which has none, says which page it renders.
   */
  viewport?: ViewportClass;
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, viewport?: ViewportClass) {
  // A route's component comes with its `.lazy.tsx` (TanStack's lazy route API): a chunk that
  // cannot be fetched fails the route's load, its error view says so, and a retry imports it again.
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, viewport },
    defaultPreload: 'intent',
    // Queries own the caching; the router should always ask them.
    defaultPreloadStaleTime: 0,
    // The error view itself is lazy; its host holds a minimal fallback for when it cannot load.
    defaultErrorComponent: RouteErrorHost,
    defaultNotFoundComponent: NotFoundRedirect,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
