import { createFileRoute, redirect } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PortalLayout } from '../layouts/portal-layout';
import { PAGE_REGISTRY, flattenMenu, resolveMenuRoute } from '../router/menu-routes';

/**
 * Every path no file route matches: a page of the server menu when the menu has it and the page
 * registry knows its component, otherwise /404 (SPEC §2).
 */
export const Route = createFileRoute('/$')({
  staticData: { access: 'public' },
  beforeLoad: async ({ context, location }) => {
    // The menu module loads only when a path is not one of the file routes.
    const { getGetMenuConfigListQueryOptions } = await import('@/shared/api/generated/endpoints/menu/menu');
    const menu = await context.queryClient
      .ensureQueryData({ ...getGetMenuConfigListQueryOptions(), staleTime: 5 * 60_000 })
      .catch(() => undefined);
    const entry = resolveMenuRoute(flattenMenu(menu?.data), location.pathname);
    if (!entry) throw redirect({ to: '/404', replace: true });
    return { pageTitle: entry.title, menuComponent: entry.component };
  },
  component: MenuPage,
});

function MenuPage() {
  const { pageTitle, menuComponent } = Route.useRouteContext();
  const Page = PAGE_REGISTRY[menuComponent];
  return (
    <PortalLayout>
      <Suspense fallback={null}>{Page && <Page title={pageTitle} />}</Suspense>
    </PortalLayout>
  );
}
