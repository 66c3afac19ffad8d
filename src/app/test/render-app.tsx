import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { sessionCleared } from '@/entities/session';
import { createQueryClient } from '@/shared/api';
import { AppProviders } from '../entrypoint/app-providers';
import { appSession } from '../router/app-session';
import { createAppRouter } from '../router/router';
import { wireSession } from '../session-wiring';
import { afterThisTest } from './after-test';
import { signInAs, type SeededAccount } from './sign-in';

export type RenderedApp = ReturnType<typeof renderApp>;

/** The apps rendered in the current test and not closed yet. */
const openApps = new Set<{ close: () => void }>();

/**
 * Renders the whole portal at a path, as the browser would: the real route tree, guard, layouts,
 * providers and session wiring, over the MSW handlers of the test setup. After the test the app is
 * closed (unmounted, its portals with it, and unwired) and the session cleared, by the kit's setup
 * (`src/app/test/setup.ts`): a test file needs no `afterEach` for it.
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, session: appSession, history: createMemoryHistory({ initialEntries: [path] }) });
  const wired = wireSession(router);
  let wiredUp = true;
  /** Disconnects the session wiring (once; later calls do nothing). */
  const unwire = () => {
    if (!wiredUp) return;
    wiredUp = false;
    wired();
  };
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  let open = true;
  /** Unmounts the app and removes its container, then unwires it; the session stays. Idempotent. */
  const close = () => {
    openApps.delete(handle);
    if (open) {
      open = false;
      view.unmount();
      if (view.container.parentNode === document.body) view.container.remove();
    }
    unwire();
  };
  const handle = { close };
  openApps.add(handle);
  afterThisTest(close);
  afterThisTest(sessionCleared, 'last');
  return { router, queryClient, ...view, unwire, close };
}

/** Signs in as a seeded account, then renders the app at `path` (a page behind a login). */
export async function openAs(account: SeededAccount, path: string): Promise<RenderedApp> {
  await signInAs(account);
  return renderApp(path);
}

/**
 * Closes every app rendered so far in this test (unmounted, unwired), keeping the session: for a
 * test that renders the page again, e.g. after switching a stub from empty to failure.
 */
export function closeApps(): void {
  for (const app of [...openApps]) app.close();
}

/**
 * Renders the app at `path` and waits for `text` there, after closing the apps this test rendered
 * before (the session stays): for the routes a test visits in turn, such as an unknown id, then none.
 */
export async function openAndFind(path: string, text: string | RegExp): Promise<RenderedApp> {
  closeApps();
  const app = renderApp(path);
  expect(await screen.findByText(text)).toBeVisible();
  return app;
}

/**
 * Opens a page as a user arrives on it: the app at `path` (signed in as `account` when given),
 * ready once its h1 `heading` is on screen, with a user-event session to act in it.
 *
 *   const [user, app] = await openPage('/news?page=2', '新闻资讯');
 */
export async function openPage(
  path: string,
  heading: string | RegExp,
  account?: SeededAccount,
): Promise<readonly [ReturnType<typeof userEvent.setup>, RenderedApp]> {
  const app = account ? await openAs(account, path) : renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  return [userEvent.setup(), app];
}
