import { describe, expect, it } from 'vitest';
import { renderApp, screen, within } from '@/app/test';

describe('/agreement', () => {
  it('shows the 用户服务协议 with its effective date and a table of contents linking to every section', async () => {
    renderApp('/agreement');
    expect(await screen.findByRole('heading', { level: 1, name: '用户服务协议' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/生效日期：2026年11月1日/)).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.length).toBeGreaterThanOrEqual(10);
    const toc = screen.getByRole('navigation', { name: '目录' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(sections.length);
    for (const link of links) {
      const id = link.getAttribute('href')?.split('#')[1] ?? '';
      expect(link.getAttribute('href')).toBe(`/agreement#${id}`);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    expect(screen.getByText('1.1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '阅读《隐私政策》' }).getAttribute('href')).toBe('/privacy');
  });
});
