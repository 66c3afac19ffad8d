import { createLazyFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PAGE_REGISTRY } from '../../router/menu-routes';

export const Route = createLazyFileRoute('/_portal/$')({
  component: MenuPage,
});

function MenuPage() {
  const { pageTitle, menuComponent } = Route.useRouteContext();
  const Page = PAGE_REGISTRY[menuComponent];
  return <Suspense fallback={null}>{Page && <Page title={pageTitle} />}</Suspense>;
}
