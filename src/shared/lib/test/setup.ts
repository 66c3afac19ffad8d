import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server, resetMockState } from '@mocks/node';
import { resetDuplicateGuard } from '@/shared/api';

// Every request a test makes must be answered by a handler: a missing one is a failing test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockState();
  // The duplicate-submit window must not carry one test's request into the next.
  resetDuplicateGuard();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
