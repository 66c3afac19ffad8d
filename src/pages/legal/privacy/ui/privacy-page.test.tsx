import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { sessionCleared } from '@/entities/session';
import { renderApp } from '@/app/test/render-app';

configure({ asyncUtilTimeout: 5000 });

let unwire: (() => void) | undefined;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  unwire?.();
  sessionCleared();
  vi.restoreAllMocks();
});

describe('/privacy', () => {
  it('shows the 隐私政策 with its effective date and a table of contents linking to every section', async () => {
    unwire = renderApp('/privacy').unwire;
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/生效日期：2026年11月1日/)).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.length).toBeGreaterThanOrEqual(8);
    const toc = screen.getByRole('navigation', { name: '目录' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(sections.length);
    for (const link of links) {
      const id = link.getAttribute('href')?.split('#')[1] ?? '';
      expect(link.getAttribute('href')).toBe(`/privacy#${id}`);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    expect(screen.getByText('1.1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '阅读《用户服务协议》' }).getAttribute('href')).toBe('/agreement');
  });
});
