import { screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { ButtonLink } from './button-link';

function renderAt(element: React.ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => element });
  const router = createRouter({ routeTree: root.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('ButtonLink', () => {
  it('is one link, with the href the router builds and the button look', async () => {
    renderAt(
      <ButtonLink to="/" search={{ service: 'check' } as never} colorPalette="brand" variant="outline">
        立即检测
      </ButtonLink>,
    );
    const link = await screen.findByRole('link', { name: '立即检测' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/?service=check');
    expect(link.className).toMatch(/button/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
