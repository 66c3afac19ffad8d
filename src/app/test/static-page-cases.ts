import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from './render-app';

/**
 * The case of a static service landing page (its content is in the page, no call, so no empty or
 * error state): one h1, the steps of how it works, a way in and what it costs.
 */
export function serviceLandingCase(path: string, page: { heading: string; steps: string; stepList: string }): void {
  it('says what the service is, for whom, how it works and what it costs, with a way in', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: page.steps })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: page.stepList })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole('link', { name: /申请|认证|咨询|提交|开通/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/¥\d+|面议|免费|分成/).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]|lorem/i);
  });
}

/**
 * The case of a legal text (用户服务协议, 隐私政策): its title and effective date, at least
 * `sections` numbered sections, each reached from the table of contents, and the link to the other text.
 */
export function legalPageCase(path: string, page: { title: string; sections: number; other: { name: string; href: string } }): void {
  it(`shows the ${page.title} with its effective date and a table of contents linking to every section`, async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/生效日期：2026年11月1日/)).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.length).toBeGreaterThanOrEqual(page.sections);
    const toc = screen.getByRole('navigation', { name: '目录' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(sections.length);
    for (const link of links) {
      const id = link.getAttribute('href')?.split('#')[1] ?? '';
      expect(link.getAttribute('href')).toBe(`${path}#${id}`);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    expect(screen.getByText('1.1')).toBeTruthy();
    expect(screen.getByRole('link', { name: page.other.name }).getAttribute('href')).toBe(page.other.href);
  });
}
