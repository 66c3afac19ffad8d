import { afterEach, beforeEach } from 'vitest';
import { runAfterTestTasks } from './after-test';

/*
 * The app's part of the test setup (after `src/shared/lib/test/setup.ts`, which may not import the
 * app layer): every app `renderApp` rendered in a test is unmounted and unwired, and the session
 * cleared, after that test, so no test file writes an `afterEach` for it. Vitest runs a setup file
 * again for every test file (also with `isolate: false`), so these hooks are registered once per
 * file; `after` hooks run in reverse order, so this one runs before the shared setup's cleanup
 * and mock reset. docs/testing.md, "Testing a page".
 *
 * As the app does at start, the HTTP client asks the session for its token in every test (a test
 * that signs in through the session's effects before rendering, or renders nothing, sends it as
 * the browser would); a rendered app's wiring adds the toaster. Loaded before each test, not when
 * this file is: a test file decides when the session model is first evaluated (from the cookies,
 * or after a user agent it set up), as a page load does.
 */
let restoreHttp: () => void = () => {};

beforeEach(async () => {
  const [{ configureHttp }, { requestToken }] = await Promise.all([import('@/shared/api'), import('@/entities/session')]);
  restoreHttp = configureHttp({ token: requestToken });
});

afterEach(() => {
  try {
    runAfterTestTasks();
  } finally {
    restoreHttp();
    restoreHttp = () => {};
  }
});
