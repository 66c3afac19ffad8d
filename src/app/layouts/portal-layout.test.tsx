import { describe, expect, it } from 'vitest';
import { db, renderApp, screen, within } from '@/app/test';

describe('portal layout', () => {
  it('puts a detail page under its list in the breadcrumbs, named by its item once loaded', async () => {
    const journal = db.periodicals.find((p) => p.id === 1)!;
    renderApp('/periodicalInfo/1');
    const trail = await screen.findByRole('navigation', { name: '面包屑导航' });
    expect(within(trail).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: '学术期刊' }).getAttribute('href')).toBe('/periodical');
    expect((await within(trail).findByText(journal.name)).getAttribute('aria-current')).toBe('page');
  });

  it('shows no breadcrumbs on a page that is not a detail', async () => {
    renderApp('/periodical');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '面包屑导航' })).not.toBeInTheDocument();
  });
});
