import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { onApi } from '@mocks/lib/on-api';
import type { OperationId } from '@/shared/api/generated/operation-meta.gen';
import { SITE_DESCRIPTION } from '@/shared/config';
import { currentPageShareData } from '@/shared/lib/bridge';
import { formatTitle } from '@/shared/lib/page-meta';
import { renderApp } from './render-app';

/** A detail page: the operation that loads its item, its address and what it says before and after. */
export interface ItemHeadCase {
  /** The operation that loads the page's item. */
  operation: OperationId;
  /** The page's address. */
  path: string;
  /** The route's own page name (staticData `title`): the title while the item loads and when it fails. */
  generic: string;
  /** The item as the page names it once loaded. */
  item: {
    name: string;
    /** The card's one line. */
    description: string;
    /** The picture as a path on this site (the card makes it absolute); none: the site's icon. */
    image?: string;
  };
  /** Finds what the page shows of its loaded item (rejects when it does not). */
  loaded: () => Promise<unknown>;
  /** The page has the portal layout's breadcrumbs (a `parent` in its staticData). */
  crumbs?: boolean;
}

/** A text as a share card's line shows it: 60 characters at most, the 60th an ellipsis when it is longer. */
export function cardLine(text: string): string {
  const chars = Array.from(text);
  return chars.length <= 60 ? text : `${chars.slice(0, 59).join('')}…`;
}

const siteIcon = () => `${window.location.origin}/favicon.ico`;

function expectCrumb(label: string) {
  const trail = screen.getByRole('navigation', { name: '面包屑导航' });
  expect(within(trail).getByText(label)).toHaveAttribute('aria-current', 'page');
}

/**
 * The cases of a page that shows one item: the tab title, the breadcrumbs and the share card
 * (shared/lib/bridge `currentPageShareData`, what WeChat and the news app share) are the page's
 * own while the item loads and when it cannot be had, name the item once it has loaded, and are
 * the next page's once the user leaves. Call it inside the page's `describe`.
 *
 *   itemHeadCases({ operation: 'getExpert', path: '/expert/11', generic: '专家详情', item: {...}, loaded: … });
 */
export function itemHeadCases(spec: ItemHeadCase): void {
  const here = `${window.location.origin}${spec.path}`;
  const genericCard = () => ({ title: formatTitle(spec.generic), desc: SITE_DESCRIPTION, imgUrl: siteIcon(), link: here });

  it("names the item in the tab title, the breadcrumbs and the share card once it has loaded, the page's own before", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The item's answer waits until the loading state has been looked at, then comes from the mocks.
    server.use(
      onApi(spec.operation, async () => {
        await held;
        return undefined;
      }),
    );
    const app = renderApp(spec.path);
    await waitFor(() => expect(document.title).toBe(formatTitle(spec.generic)));
    expect(currentPageShareData(document, here)).toEqual(genericCard());
    if (spec.crumbs) expectCrumb(spec.generic);

    release();
    await spec.loaded();
    await waitFor(() => expect(document.title).toBe(formatTitle(spec.item.name)));
    // A personal parameter in the address is never shared.
    expect(currentPageShareData(document, `${here}${here.includes('?') ? '&' : '?'}token=abc&mobile=13800138000#top`)).toEqual({
      title: formatTitle(spec.item.name),
      desc: spec.item.description,
      imgUrl: spec.item.image ? `${window.location.origin}${spec.item.image}` : siteIcon(),
      link: here,
    });
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe(formatTitle(spec.item.name));
    if (spec.crumbs) expectCrumb(spec.item.name);

    await app.router.navigate({ to: '/' });
    await waitFor(() => expect(document.title).toBe('首页 - 学术服务平台'));
    expect(currentPageShareData(document, `${window.location.origin}/`)).toMatchObject({
      title: '首页 - 学术服务平台',
      desc: SITE_DESCRIPTION,
    });
  });

  it("keeps the page's own title and share card when the item cannot be loaded", async () => {
    server.use(onApi(spec.operation, () => HttpResponse.json({ code: 500, msg: '服务繁忙' })));
    renderApp(spec.path);
    expect(await screen.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(formatTitle(spec.generic)));
    expect(currentPageShareData(document, here)).toEqual(genericCard());
    if (spec.crumbs) expectCrumb(spec.generic);
  });
}
