import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { expectLinks } from './page-checks';
import { renderApp } from './render-app';

/** What a service landing page shows, in its own words (the page's text, not a pattern). */
export interface ServiceLanding {
  /** The page's one h1. */
  heading: string;
  /** How it works: the section's h2, the name of its ordered list and each step's title, in order. */
  steps: { title: string; list: string; items: string[] };
  /**
   * What it costs: the section's h2, then each plan in order, its name, its price as shown (with
   * the unit: `¥49 / 月`, `面议`) and the link under it, by name and where it goes.
   */
  plans: { title: string; items: { name: string; price: string; link: [name: string, href: string] }[] };
  /** The closing band: its h2 and its links, by name and where they go. */
  cta: { title: string; links: Record<string, string> };
}

/**
 * The case of a static service landing page (its content is in the page, no call, so no empty or
 * error state): its h1, the steps of how it works, each plan with its price and its way on, and the
 * closing band's ways in, each as this page says it.
 */
export function serviceLandingCase(path: string, page: ServiceLanding): void {
  it('says what the service is, how it works, what each plan costs and where each way in leads', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const steps = screen.getByRole('region', { name: page.steps.title });
    const stepItems = within(within(steps).getByRole('list', { name: page.steps.list })).getAllByRole('listitem');
    expect(stepItems).toHaveLength(page.steps.items.length);
    page.steps.items.forEach((title, index) => expect(stepItems[index]).toHaveTextContent(title));

    const plans = screen.getByRole('region', { name: page.plans.title });
    const planNames = within(plans).getAllByRole('heading', { level: 3 });
    expect(planNames.map((name) => name.textContent)).toEqual(page.plans.items.map((plan) => plan.name));
    page.plans.items.forEach((plan, index) => {
      const card = planNames[index]!.closest('li')!;
      expect(card).toHaveTextContent(plan.price);
      const [name, href] = plan.link;
      expect(within(card).getByRole('link', { name })).toHaveAttribute('href', href);
    });

    expectLinks(page.cta.links, screen.getByRole('region', { name: page.cta.title }));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]|lorem/i);
  });
}

/**
 * The case of a legal text (用户服务协议, 隐私政策): its title and dates, its sections (h2) in
 * order, each reached from the table of contents under the same name, the first clause's number,
 * and the link to the other text.
 */
export function legalPageCase(
  path: string,
  page: { title: string; updated: string; effective: string; sections: string[]; other: { name: string; href: string } },
): void {
  it(`shows the ${page.title} with its dates and a table of contents linking to every section`, async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(`更新日期：${page.updated}`)).toBeVisible();
    expect(screen.getByText(`生效日期：${page.effective}`)).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections.map((heading) => heading.textContent)).toEqual(page.sections);
    const toc = screen.getByRole('navigation', { name: '目录' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(page.sections);
    links.forEach((link, index) => {
      const id = link.getAttribute('href')?.split('#')[1] ?? '';
      expect(link).toHaveAttribute('href', `${path}#${id}`);
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(section).toHaveAccessibleName(page.sections[index]);
    });
    expect(within(screen.getByRole('region', { name: page.sections[0] })).getByText('1.1')).toBeVisible();
    expect(screen.getByRole('link', { name: page.other.name })).toHaveAttribute('href', page.other.href);
  });
}
