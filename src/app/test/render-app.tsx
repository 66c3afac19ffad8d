import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '@/shared/api';
import { AppProviders } from '../entrypoint/app-providers';
import { createAppRouter } from '../router/router';
import { wireSession } from '../session-wiring';

/**
 * Renders the whole portal at a path, as the browser would: the real route tree, guard, layouts,
 * providers and session wiring, over the MSW handlers of the test setup.
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const unwire = wireSession(router);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, unwire, ...view };
}
