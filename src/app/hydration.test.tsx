import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api';
import { AppTree } from './entrypoint/app-tree';
import { appSession } from './router/app-session';
import { createAppRouter, markServerRendered } from './router/router';
import { renderRoute } from './server';

/**
 * What main.tsx does with a prerendered page, in one test: the server's markup in #root, a router
 * that has resolved the same path, then `hydrateRoot`. React reports a markup that does not match
 * the first client render as a recoverable error (and renders the root again on the client);
 * e2e/prerender.spec.ts checks the same on the shipped build.
 */
async function hydrateServerPage(path: string, { markClient = true } = {}) {
  const page = await renderRoute(path);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = page.markup;
  document.body.append(root);
  const adopted = root.firstElementChild;

  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, session: appSession, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  if (markClient) markServerRendered(router);
  const mismatches: unknown[] = [];
  const tookOver = vi.fn();
  let reactRoot: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    reactRoot = hydrateRoot(root, <AppTree queryClient={queryClient} router={router} onCommitted={tookOver} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  // Generous: a busy machine may take a while; the test never waits longer than it must.
  await vi.waitFor(() => expect(tookOver).toHaveBeenCalled(), { timeout: 15_000 });
  return {
    mismatches,
    adopted,
    root,
    unmount: () => {
      act(() => reactRoot?.unmount());
      queryClient.clear();
    },
  };
}

describe('a prerendered page, hydrated as main.tsx does', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(['/login', '/'])(
    '%s: the router lays its matches out as on the server, and React adopts the markup with no mismatch',
    async (path) => {
      const page = await hydrateServerPage(path);
      expect(page.mismatches).toEqual([]);
      // The very element the server rendered is the one on the page.
      expect(page.root.firstElementChild).toBe(page.adopted);
      page.unmount();
    },
  );

  it('a router not told that the page was server-rendered wraps its matches in a boundary the markup lacks: React reports it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const page = await hydrateServerPage('/login', { markClient: false });
      expect(page.mismatches.length).toBeGreaterThan(0);
      page.unmount();
    } finally {
      consoleError.mockRestore();
    }
  });
});
