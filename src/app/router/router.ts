import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './context';
import { NotFoundRedirect } from './not-found-redirect';
import { RouteErrorHost } from './route-error-host';
import './route-meta';

export interface AppRouterOptions extends RouterContext {
  /** The browser's history when left out; a memory history on the server and in tests. */
  history?: RouterHistory;
}

/**
 * The app's router. Its context carries the query client and the session (TanStack Router's
 * router context, `createRootRouteWithContext` in routes/__root.tsx): the guard in the root
 * route's `beforeLoad` gets the session from there.
 */
export function createAppRouter({ history, queryClient, session, viewport }: AppRouterOptions) {
  // A route's component comes with its `.lazy.tsx` (TanStack's lazy route API): a chunk that
  // cannot be fetched fails the route's load, its error view says so, and a retry imports it again.
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, session, viewport },
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

/**
 * Tells `router` that the page it renders first is already in the document, rendered on the server
 * (at build time: src/app/server.tsx, scripts/prerender.mjs), which is what TanStack's own SSR
 * hydration records in `router.ssr`. The router then lays its matches out as its server render does
 * (no Suspense boundary of its own around them), so the server's markup and the browser's first
 * render are the same tree by the router's own rule, on both sides. Called by the server render
 * and by main.tsx before it hydrates; a router that renders into an empty root is never marked.
 * The manifest is TanStack Start's list of assets per route, which a page rendered here does not use.
 */
export function markServerRendered(router: ReturnType<typeof createAppRouter>) {
  router.ssr = { manifest: undefined };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
