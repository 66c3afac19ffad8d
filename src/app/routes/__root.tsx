import { createRootRouteWithContext, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getToken } from '@/shared/lib/cookies';
import { formatTitle } from '@/shared/lib/title';
import { NavigationProgress } from '@/shared/ui/navigation-progress';
import type { RouterContext } from '../router/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ matches, location }) => {
    // The deepest route's access rule decides; routes without one are open.
    const access = matches.at(-1)?.staticData?.access ?? 'public';
    if (access !== 'public' && !getToken()) {
      throw redirect({ to: '/login/{-$uuid}', search: { redirect: location.href } });
    }
  },
  component: RootComponent,
});

function RootComponent() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const title = useRouterState({
    select: (s) => [...s.matches].reverse().find((m) => m.staticData?.title)?.staticData.title,
  });
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
  return (
    <>
      <NavigationProgress active={pending} />
      <Outlet />
    </>
  );
}
