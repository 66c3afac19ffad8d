import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/render-app';

let unwire: (() => void) | undefined;
afterEach(() => {
  unwire?.();
  unwire = undefined;
});

describe('portal layout', () => {
  it('puts a detail page under its list in the breadcrumbs', async () => {
    const app = renderApp('/periodicalInfo/1');
    unwire = app.unwire;
    const trail = await screen.findByRole('navigation', { name: '面包屑导航' });
    expect(within(trail).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: '学术期刊' }).getAttribute('href')).toBe('/periodical');
    expect(within(trail).getByText('期刊详情').getAttribute('aria-current')).toBe('page');
  });

  it('shows no breadcrumbs on a page that is not a detail', async () => {
    const app = renderApp('/periodical');
    unwire = app.unwire;
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '面包屑导航' })).toBeNull();
  });
});
