import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { validateKeywordSearch } from '@/shared/lib/query-string';
import { renderWithProviders } from '@/shared/lib/test';
import { useKeywordList } from './use-url-list';

function KeywordProbe() {
  const { keyword, page, onSearch, onClear, onPage } = useKeywordList(useSearch({ strict: false }));
  return (
    <p>
      <span>{`keyword=${keyword} page=${page}`}</span>
      <button onClick={() => onSearch('  知识图谱 ')}>search</button>
      <button onClick={() => onSearch('   ')}>blank</button>
      <button onClick={() => onPage(3)}>page 3</button>
      <button onClick={() => onPage(1)}>page 1</button>
      <button onClick={onClear}>clear</button>
    </p>
  );
}

function renderAt(url: string) {
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({ getParentRoute: () => root, path: '/list', validateSearch: validateKeywordSearch, component: KeywordProbe });
  const router = createRouter({ routeTree: root.addChildren([list]), history: createMemoryHistory({ initialEntries: [url] }) });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('useKeywordList', () => {
  it('reads the checked keyword and page, searches from page 1, pages with the keyword kept, and clears', async () => {
    const router = renderAt('/list?keyword=%E5%BC%A0&page=2');
    const user = userEvent.setup();
    expect(await screen.findByText('keyword=张 page=2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'search' }));
    expect(await screen.findByText('keyword=知识图谱 page=1')).toBeVisible();
    expect(router.state.location.search).toEqual({ keyword: '知识图谱' });

    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(await screen.findByText('keyword=知识图谱 page=3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'page 1' }));
    expect(await screen.findByText('keyword=知识图谱 page=1')).toBeVisible();
    expect(router.state.location.search).toEqual({ keyword: '知识图谱' });

    await user.click(screen.getByRole('button', { name: 'blank' }));
    expect(await screen.findByText('keyword= page=1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(await screen.findByText('keyword= page=1')).toBeVisible();
    expect(router.state.location.search).toEqual({});
  });
});
