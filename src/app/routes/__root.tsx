import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { forgetPageHead, publishPageHead, useItemOf } from '@/shared/lib/page-meta';
import { NavigationProgress } from '@/shared/ui/navigation-progress';
import { applyGuard, type GuardContext } from '../router/apply-guard';
import type { RouterContext } from '../router/context';
import { pageHeadOf, routeHeadOf } from '../router/page-head';
import { useViewportSwitch } from '../router/use-viewport-switch';

/** Query and Router devtools in `npm run dev` only; in a build the condition is false and the import is dropped. */
const DevTools = import.meta.env.DEV && import.meta.env.MODE !== 'test' ? lazy(() => import('../entrypoint/devtools')) : null;

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: (opts): Promise<GuardContext> => applyGuard(opts),
  component: RootComponent,
});

function RootComponent() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  usePageHead();
  useViewportSwitch();
  return (
    <>
      <NavigationProgress active={pending} />
      <Outlet />
      {DevTools && (
        <Suspense fallback={null}>
          <DevTools />
        </Suspense>
      )}
    </>
  );
}

/**
 * The one writer of the document's title and card (`<meta>` description and Open Graph): the
 * route's, or, while its page names an item (`useItemMeta`), the item's; published for the share
 * integrations (WeChat, the news app's share, the mock panel).
 */
function usePageHead() {
  const route = useRouterState({ select: (s) => routeHeadOf(s.matches, s.location.pathname), structuralSharing: true });
  const item = useItemOf(route.leafId);
  useEffect(() => {
    publishPageHead(pageHeadOf(route, item, window.location.origin));
  }, [route, item]);
  useEffect(() => forgetPageHead, []);
}
