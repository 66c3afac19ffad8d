import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen';
import { lazyRouteComponent } from '@tanstack/react-router';
import { NotFoundRedirect } from './not-found-redirect';
import './route-meta';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Queries own the caching; the router should always ask them.
    defaultPreloadStaleTime: 0,
    // The error view (and its empty-state styles) loads only when a route fails.
    defaultErrorComponent: lazyRouteComponent(() => import('./route-error'), 'RouteError'),
    defaultNotFoundComponent: NotFoundRedirect,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
