import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouteComponent,
} from '@tanstack/react-router';
import { sessionCleared } from '@/entities/session';
import { renderWithProviders } from '@/shared/lib/test';
import { afterThisTest } from './after-test';

/** A page to render alone: its route's path, its component, and how it reads its search, if it does. */
export interface PageAlone {
  path: string;
  component: RouteComponent;
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Renders one page alone in a router of its own (never the app's route tree) at `url`: the page,
 * and a stand-in for each route it may lead to (a path → the text the stand-in shows), so a test
 * sees where it went. A session the page signs in is cleared after the test. Returns the router.
 * Import it from `@/app/test/page-alone`: the kit's index loads the whole app, which this does not need.
 *
 *   const router = renderPageAlone({ path: '/agentLogin', component: AgentLoginPage }, '/agentLogin', { '/userCenter': '用户中心页面' });
 */
export function renderPageAlone(page: PageAlone, url: string, leadsTo: Record<string, string>) {
  const rootRoute = createRootRoute();
  const standIns = Object.entries(leadsTo).map(([path, text]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{text}</p> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, ...page }), ...standIns]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  afterThisTest(sessionCleared, 'last');
  return router;
}
