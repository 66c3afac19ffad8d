import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { renderWithProviders } from '@/shared/lib/test';

/** AccountEntry as imported in a page where the build's prerender has (or has not) set its flag. */
async function importAccountEntry(prerendering: boolean): Promise<ComponentType> {
  vi.resetModules();
  if (prerendering) vi.stubGlobal('__PRERENDER__', true);
  return (await import('./account-entry')).AccountEntry;
}

function render(AccountEntry: ComponentType) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AccountEntry /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('AccountEntry while the build prerenders the page (issue 13)', () => {
  it('keeps the login links in place but invisible and out of reach: the static header says nothing about the session', async () => {
    render(await importAccountEntry(true));
    const links = await screen.findAllByRole('link', { hidden: true });
    expect(links.map((l) => l.textContent)).toEqual(['机构登录', '登录']);
    // Hidden from assistive technology and from the keyboard: no reachable login link.
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    const group = links[0]!.parentElement!;
    expect(group.getAttribute('aria-hidden')).toBe('true');
    expect(group.hasAttribute('inert')).toBe(true);
  });

  it('shows the login links to a visitor in the running app', async () => {
    render(await importAccountEntry(false));
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    const group = screen.getByText('机构登录').parentElement!;
    expect(group.hasAttribute('aria-hidden')).toBe(false);
    expect(group.hasAttribute('inert')).toBe(false);
  });
});
