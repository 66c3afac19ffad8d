import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { renderWithProviders } from '@/shared/lib/test';
import { AccountEntry } from './account-entry';

async function routerWithEntry() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AccountEntry /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return router;
}

describe('AccountEntry', () => {
  it('keeps the login links in place but invisible and out of reach in the server render: the static header says nothing about the session', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={await routerWithEntry()} />
      </ChakraProvider>,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((l) => l.textContent)).toEqual(['机构登录', '登录']);
    // Hidden from assistive technology and from the keyboard: no reachable login link.
    const group = links[0]!.parentElement!;
    expect(group.getAttribute('aria-hidden')).toBe('true');
    expect(group.hasAttribute('inert')).toBe(true);
  });

  it('shows the login links to a visitor in the running app', async () => {
    renderWithProviders(<RouterProvider router={await routerWithEntry()} />);
    expect(await screen.findByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    const group = screen.getByText('机构登录').parentElement!;
    expect(group.hasAttribute('aria-hidden')).toBe(false);
    expect(group.hasAttribute('inert')).toBe(false);
  });
});
