import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server, resetMockState } from '@mocks/node';
import { clearContractDrift, resetDuplicateGuard } from '@/shared/api';

// Lazy chunks (dialogs, pages) load on a busy CI machine too: give findBy/waitFor time.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Chakra's menus and the router's scroll restoration call.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};

// Every request a test makes must be answered by a handler: a missing one is a failing test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
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
afterAll(() => server.close());
