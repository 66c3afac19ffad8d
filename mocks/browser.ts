import { setupWorker } from 'msw/browser';
import { enableBrowserPersistence } from './db/persistence';
import { handlers } from './handlers';
import { indexedDbPersistence, initHarStore } from './har/store';
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

function harPersistence() {
  try {
    return window.indexedDB ? indexedDbPersistence(window.indexedDB) : undefined;
  } catch {
    return undefined; // Blocked storage: HAR imports then last until the next reload.
  }
}

/**
 * Starts MSW in the browser (dev server, demo build). The scenario is applied before the worker
 * starts, so the very first request of the page already sees `?mock=`.
 */
export async function startMockWorker(): Promise<void> {
  // The kept HAR scenarios first: `?mock=har:<name>` is only a scenario once its name is known.
  await initHarStore(harPersistence());
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
