import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// jest-dom's matchers on Vitest's expect (toBeVisible, toBeDisabled, toHaveTextContent, …): a test
// states what the user sees, not only that a query found something. Types: tsconfig.json "types".
import '@testing-library/jest-dom/vitest';
import { server, resetMockState } from '@mocks/node';
import { clearContractDrift, resetDuplicateGuard } from '@/shared/api';
import { forgetInsertedStyles } from './emotion-styles';

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

// Lazy chunks (dialogs, pages) load on a busy CI machine too: give findBy/waitFor time. A worker's
// first page also transforms the app's module graph while the test waits for it; with the machine
// shared (load 7 on 2 cores), a table had not appeared 5 s after its page was opened. How long
// anything takes is the benchmark's to measure, not a test's.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Chakra's menus and the router's scroll restoration call.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};

/*
 * jsdom hands requestAnimationFrame callbacks a timestamp from another clock than
 * performance.now(): it lagged by the time the worker took to create its window (2.7 s measured,
 * more on a busy machine). Zag's timers (a toast's removal after it is dismissed, its duration)
 * compare the two, so they ran that much late, and a toast dismissed with Escape outlived a test's
 * 5 s wait on a loaded machine. A browser passes the frame's time on performance.now()'s clock.
 */
const SAME_CLOCK = Symbol.for('academic-portal:raf-on-performance-clock');
const raf = window as Window & { [SAME_CLOCK]?: true };
if (!raf[SAME_CLOCK]) {
  const nativeRequestAnimationFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => nativeRequestAnimationFrame(() => callback(performance.now()));
  raf[SAME_CLOCK] = true;
}

/**
 * A worker runs many files in one jsdom window (`isolate: false`, docs/testing.md): what a file
 * leaves on the document (a dialog's scroll lock and `aria-hidden` siblings, portals) is
 * put back to a blank page. Emotion's rules in `<head>` go with Emotion's memory of them
 * (`forgetInsertedStyles`), so the next file's components insert theirs again.
 */
function resetDocument(): void {
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) if (name !== 'lang') element.removeAttribute(name);
  }
  document.title = '';
  // The card's tags the app's root writes (shared/lib/page-meta writeHead), unlike the styles, go.
  for (const meta of document.head.querySelectorAll('meta[name="description"], meta[property^="og:"]')) meta.remove();
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
 * Zag (Chakra's dialogs, menus, popovers) keeps its overlay stacks at package level, which
 * `vi.resetModules()` cannot renew. Unmounting a dialog or menu takes its layer and focus trap off
 * those stacks at once, but Zag remembers the layer as "recently removed" for two animation frames
 * (every outside click or focus move in that time counts as inside a closing layer). A file that
 * ended within those frames left the next file's first test with a closing layer (seen after
 * image-upload, reset-password-dialog and header tests). So after each test, once Testing
 * Library's `cleanup` has unmounted every tree, the frames run out: on the fake clock when the
 * test left fake timers on (Vitest's documented `advanceTimersToNextFrame`), otherwise for real.
 * Only public behaviour: no layer is open, none is closing, as on a fresh page load.
 */
const ZAG_FORGET_FRAMES = 2;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
async function letClosedOverlaysSettle(): Promise<void> {
  for (let frame = 0; frame < ZAG_FORGET_FRAMES; frame += 1) {
    if (vi.isFakeTimers()) vi.advanceTimersToNextFrame();
    else await nextFrame();
  }
}

// Every request a test makes must be answered by a handler: a missing one is a failing test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  await letClosedOverlaysSettle();
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
  forgetInsertedStyles();
  resetNavigator();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});
