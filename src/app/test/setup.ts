import { afterEach } from 'vitest';
import { runAfterTestTasks } from './after-test';

/*
 * The app's part of the test setup (after `src/shared/lib/test/setup.ts`, which may not import the
 * app layer): every app `renderApp` rendered in a test is unmounted and unwired, and the session
 * cleared, after that test, so no test file writes an `afterEach` for it. Vitest runs a setup file
 * again for every test file (also with `isolate: false`), so this hook is registered once per
 * file; `after` hooks run in reverse order, so this one runs before the shared setup's cleanup
 * and mock reset. docs/testing.md, "Testing a page".
 */
afterEach(runAfterTestTasks);
