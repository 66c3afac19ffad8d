import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { formatTitle } from '@/shared/lib/page-meta';
import { NavigationProgress } from '@/shared/ui/navigation-progress';
import { applyGuard, type GuardContext } from '../router/apply-guard';
import { pageTitleOf } from '../router/route-meta';
import type { RouterContext } from '../router/router';
import { useViewportSwitch } from '../router/use-viewport-switch';

/** Query and Router devtools in `npm run dev` only; in a build the condition is false and the import is dropped. */
const DevTools = import.meta.env.DEV && import.meta.env.MODE !== 'test' ? lazy(() => import('../entrypoint/devtools')) : null;

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: (opts): Promise<GuardContext> => applyGuard(opts),
  component: RootComponent,
});

function RootComponent() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const title = useRouterState({ select: (s) => pageTitleOf(s.matches) });
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
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
