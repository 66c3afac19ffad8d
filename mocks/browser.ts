import { setupWorker } from 'msw/browser';
import { enableBrowserPersistence } from './db/persistence';
import { handlers } from './handlers';
import { initSimulatedOffline } from './offline';
import { initScenario } from './scenarios';

function storageOrUndefined(pick: () => Storage): Storage | undefined {
  try {
    return pick();
  } catch {
    // Blocked storage (privacy settings) throws on access; the mocks then run without memory.
    return undefined;
  }
}

/**
 * Starts MSW in the browser (dev server, demo build). The scenario is applied before the worker
 * starts, so the very first request of the page already sees `?mock=`.
 */
export async function startMockWorker(): Promise<void> {
  initScenario(
    window.location.search,
    storageOrUndefined(() => window.sessionStorage),
  );
  initSimulatedOffline(storageOrUndefined(() => window.sessionStorage));
  const local = storageOrUndefined(() => window.localStorage);
  if (local) enableBrowserPersistence(local);
  await setupWorker(...handlers).start({
    // BASE_URL is '/' unless the demo is served from a sub-path; the worker lives at the root of it.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
