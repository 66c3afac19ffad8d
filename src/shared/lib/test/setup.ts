import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server, resetMockState } from '@mocks/node';
import { clearContractDrift, resetDuplicateGuard } from '@/shared/api';

/*
 * lottie-web draws on a canvas as it loads, and jsdom has none: its import always fails here, and
 * the loading mask shows its spinner instead (as a browser does when the chunk cannot load).
 * Failing it here, the same way, spares Node a CommonJS module that throws while it loads: a
 * worker that imports it a second time (in a later file) gets an unhandled rejection.
 * loading-mask.test.tsx mocks it with a working stand-in of its own.
 */
vi.mock('lottie-react', () => {
  throw new Error('lottie-web needs a canvas, which jsdom lacks');
});

// Lazy chunks (dialogs, pages) load on a busy CI machine too: give findBy/waitFor time.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Chakra's menus and the router's scroll restoration call.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};

/**
 * A worker runs many files in one jsdom window (`isolate: false`, docs/testing.md): what a file
 * leaves on the document (a dialog's scroll lock and `aria-hidden` siblings, portals) is
 * put back to a blank page. The `<head>` keeps Emotion's style sheets: Emotion inserts a rule
 * once per worker, so removing them would leave later files unstyled.
 */
function resetDocument(): void {
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) if (name !== 'lang') element.removeAttribute(name);
  }
  document.title = '';
}

/*
 * Properties a file defines on `navigator` (a user agent, `share`, `clipboard`) shadow jsdom's own
 * getters on Navigator.prototype; the first file of the worker notes which own keys are jsdom's.
 */
const navigatorKeys = ((globalThis as { __testNavigatorKeys?: Set<PropertyKey> }).__testNavigatorKeys ??= new Set(
  Reflect.ownKeys(navigator),
));
function resetNavigator(): void {
  for (const key of Reflect.ownKeys(navigator)) if (!navigatorKeys.has(key)) Reflect.deleteProperty(navigator, key);
}

/*
 * Zag (Chakra's dialogs, menus, popovers) keeps its overlay stacks in package-level arrays that
 * `vi.resetModules()` cannot renew: the dismissable layers, their branches, the layers removed
 * "a moment ago" (forgotten two animation frames later) and the focus traps. A file that ends, or
 * turns to fake timers, before those frames left a node in "recently removed" for the rest of the
 * worker (seen after image-upload, reset-password-dialog and header tests), and from then on every
 * outside click or focus move counted as inside a closing layer. After each test (every tree is
 * unmounted by then, so no layer is still open) the stacks are emptied: each test starts with
 * none, as a page load does.
 */
const requireFromHere = createRequire(import.meta.url);
const zagFile = (pkg: string, file: string) => requireFromHere.resolve(pkg).replace(/index\.js$/, file);
interface ZagLayerStack {
  layers: unknown[];
  branches: unknown[];
  recentlyRemoved: Set<unknown>;
}
async function resetOverlayStacks(): Promise<void> {
  const { layerStack } = (await import(/* @vite-ignore */ zagFile('@zag-js/dismissable', 'layer-stack.mjs'))) as {
    layerStack: ZagLayerStack;
  };
  layerStack.layers.length = 0;
  layerStack.branches.length = 0;
  layerStack.recentlyRemoved.clear();
  const { FocusTrap } = (await import(/* @vite-ignore */ zagFile('@zag-js/focus-trap', 'index.mjs'))) as {
    FocusTrap: new (element: HTMLElement, options: object) => { trapStack: unknown[] };
  };
  // The shared trap stack is not exported; an idle trap holds a reference to it.
  new FocusTrap(document.createElement('div'), {}).trapStack.length = 0;
}

// Every request a test makes must be answered by a handler: a missing one is a failing test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// And before each test: a layer registered between two tests (a late animation frame) is gone too.
beforeEach(async () => {
  await resetOverlayStacks();
});
afterEach(async () => {
  cleanup();
  await resetOverlayStacks();
  server.resetHandlers();
  resetMockState();
  // The duplicate-submit window must not carry one test's request into the next.
  resetDuplicateGuard();
  clearContractDrift();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => {
  server.close();
  // The next file starts like a fresh page load: blank document and storage, real timers, and
  // new instances of the app's modules (stores, toaster, caches). Packages from node_modules
  // (React, Chakra, MSW) stay loaded: that is what makes the shared worker fast.
  resetDocument();
  resetNavigator();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});
