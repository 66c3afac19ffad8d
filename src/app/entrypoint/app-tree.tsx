import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from '../router/router';
import { AppProviders } from './app-providers';
import { TookOverContext } from './took-over';

/**
 * The one tree the app renders: in the browser (createRoot or hydrateRoot, src/app/main.tsx) and
 * at build time on the server (src/app/server.tsx). Hydration needs the server's tree and the
 * client's first render to be the same element for element, null slots included: React's useId
 * values come from each element's position among its siblings, so one extra or missing child
 * would shift the ids of everything beside it. `extra` (the dev mock panel) is in every render for
 * that reason, even where it renders nothing. `onCommitted` runs once the page has been committed
 * or hydrated with its effects: the layouts call it (`useTookOver`).
 */
export function AppTree({
  queryClient,
  router,
  extra = null,
  onCommitted,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  extra?: ReactNode;
  onCommitted?: () => void;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <TookOverContext value={onCommitted}>
          <RouterProvider router={router} />
        </TookOverContext>
        {extra}
      </AppProviders>
    </StrictMode>
  );
}
