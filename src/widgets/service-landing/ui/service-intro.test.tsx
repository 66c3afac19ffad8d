import { screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { ServiceIntro } from './service-intro';

function renderAt(element: ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <main>{element}</main> });
  const router = createRouter({ routeTree: root.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}

/** The sections' names (h2 or aria-label) in the order they stand. */
const sectionNames = () =>
  Array.from(document.querySelectorAll('main section')).map(
    (section) => section.getAttribute('aria-label') ?? section.querySelector('h2')?.textContent,
  );

const FEATURES = { title: '服务特点', items: [{ mark: '快', title: '快速', description: '很快。' }] };
const AUDIENCE = { title: '适用人群', items: [{ title: '学生', description: '写论文的人。' }] };
const STEPS = { title: '流程', label: '服务流程', items: [{ title: '上传' }, { title: '下载' }] };
const PLANS = {
  title: '价格',
  items: [
    { name: '单篇', price: '¥29', summary: '一篇。', includes: ['报告'] },
    { name: '年度', price: '¥299', summary: '一年。', includes: ['不限篇数'], recommended: true },
  ],
  action: (plan: { recommended?: boolean }) => ({
    to: '/submitApplication' as const,
    label: plan.recommended ? '立即开通' : '申请',
    ...(plan.recommended ? { variant: 'solid' as const } : {}),
  }),
};

afterEach(() => vi.restoreAllMocks());

describe('ServiceIntro', () => {
  it('draws only the sections a page gives, the page’s own first, then features, audience, steps, plans and the call to action', async () => {
    renderAt(
      <ServiceIntro features={FEATURES} steps={STEPS} cta={{ title: '开始吧', description: '现在就开始。', links: [] }}>
        <section aria-label="自有内容">own</section>
      </ServiceIntro>,
    );
    expect(await screen.findByRole('region', { name: '开始吧' })).toBeVisible();
    expect(sectionNames()).toEqual(['自有内容', '服务特点', '流程', '开始吧']);
    expect(screen.queryByRole('heading', { name: '适用人群' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '价格' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '服务流程' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('puts the sections in the page’s order, its own section where it says', async () => {
    renderAt(
      <ServiceIntro order={['features', 'own', 'plans', 'audience']} features={FEATURES} audience={AUDIENCE} plans={PLANS}>
        <section aria-label="自有内容">own</section>
      </ServiceIntro>,
    );
    expect(await screen.findByRole('heading', { name: '价格' })).toBeVisible();
    expect(sectionNames()).toEqual(['服务特点', '自有内容', '价格', '适用人群']);
  });

  it('says so in development when a section is given but left out of the order', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<ServiceIntro order={['features']} features={FEATURES} steps={STEPS} />);
    expect(await screen.findByRole('heading', { name: '服务特点' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '流程' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('steps'));
  });

  it('makes each plan’s and the band’s links buttons: plans outlined unless they say, the band’s first solid, with params and search', async () => {
    renderAt(
      <ServiceIntro
        plans={PLANS}
        cta={{
          title: '开始吧',
          description: '现在就开始。',
          links: [
            { to: '/checkSubmit/{-$code}', params: { code: undefined }, search: { service: 'check' }, label: '提交检测' },
            { to: '/report/{-$code}', params: { code: 'R1' }, label: '查询报告' },
            { to: '/submitApplication', label: '申请入驻', variant: 'ghost' },
          ],
        }}
      />,
    );
    const band = await screen.findByRole('region', { name: '开始吧' });
    const links = within(band).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['提交检测', '/checkSubmit?service=check'],
      ['查询报告', '/report/R1'],
      ['申请入驻', '/submitApplication'],
    ]);
    const classes = links.map((link) => link.className);
    // Three looks: solid, outline, ghost (Chakra's recipe gives each variant its own class).
    expect(new Set(classes).size).toBe(3);
    expect(links.every((link) => !link.hasAttribute('label') && !link.hasAttribute('variant'))).toBe(true);

    const plans = screen.getAllByRole('link', { name: /^(申请|立即开通)$/ });
    expect(plans.map((link) => link.getAttribute('href'))).toEqual(['/submitApplication', '/submitApplication']);
    // The plain plan outlined, the recommended one solid.
    expect(plans[0]!.className).not.toBe(plans[1]!.className);
  });

  it('stacks the band’s links on phones when asked', async () => {
    renderAt(
      <ServiceIntro
        cta={{
          title: '开始吧',
          description: '现在就开始。',
          links: [
            { to: '/buyResource', label: '购买' },
            { to: '/privacyResource', label: '我的资源' },
          ],
          stackOnPhones: true,
        }}
      />,
    );
    const band = await screen.findByRole('region', { name: '开始吧' });
    const [first, second] = within(band).getAllByRole('link');
    expect(first!.parentElement).toBe(second!.parentElement);
    expect(first!.parentElement!.className).toMatch(/stack/);
  });
});
