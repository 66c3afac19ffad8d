import { SITE_DESCRIPTION, SITE_IMAGE, SITE_URL } from '@/shared/config';
import { absoluteHttpUrl, formatTitle, type PageHead, type ShareCard, type ShownItem } from '@/shared/lib/page-meta';
import { CATCH_ALL } from './apply-guard';
import { pageTitleOf, type RouteMeta } from './route-meta';

/** What the route alone says about the page (its matches' staticData and the menu's title). */
export interface RouteHead {
  /** The route's page name (staticData `title`, a menu page's name). */
  name?: string;
  /** The deepest `description` of the matches. */
  description?: string;
  /** Public, not a login screen, not personal, not a menu page: the page may be shared as itself. */
  shareable: boolean;
  /** The leaf match's id: the page whose item may name it (`useItemMeta`). */
  leafId?: string;
  pathname: string;
}

interface HeadMatch {
  id?: string;
  staticData?: RouteMeta;
  context?: unknown;
  fullPath?: string;
}

export function routeHeadOf(matches: readonly HeadMatch[], pathname: string): RouteHead {
  const leaf = matches.at(-1);
  const meta = leaf?.staticData;
  const description = [...matches].reverse().find((m) => m.staticData?.description)?.staticData?.description;
  return {
    name: pageTitleOf(matches),
    ...(description ? { description } : {}),
    shareable: meta?.access === 'public' && !meta.loginEntry && !meta.personal && leaf?.fullPath !== CATCH_ALL,
    ...(leaf?.id ? { leafId: leaf.id } : {}),
    pathname,
  };
}

/** The site's address and share image as configured (`VITE_SITE_URL`, `VITE_SITE_IMAGE`). */
export interface SiteConfig {
  url: string;
  image: string;
}

const CONFIGURED: SiteConfig = { url: SITE_URL, image: SITE_IMAGE };

/** The configured site address without a trailing slash, if it is an absolute http(s) URL. */
export function siteUrl(configured: string = SITE_URL): string | undefined {
  return absoluteHttpUrl(configured.trim(), undefined)?.replace(/\/+$/, '');
}

/**
 * The head of a page (one place decides it: the root route in the browser, app/server.tsx at build
 * time): the route's title and description, replaced by the item's while its page names one; the
 * portal's generic card for a page that may not be shared as itself. `origin` makes images
 * absolute (the browser's; at build time the configured site address, if any).
 */
export function pageHeadOf(
  route: RouteHead,
  item: ShownItem | null,
  origin: string | undefined,
  config: SiteConfig = CONFIGURED,
): PageHead {
  const title = formatTitle(item?.name ?? route.name);
  const site = siteUrl(config.url);
  const siteImage = absoluteHttpUrl(config.image.trim(), origin ?? site);
  const card: ShareCard = route.shareable
    ? {
        title,
        description: item?.description || route.description || SITE_DESCRIPTION,
        image: absoluteHttpUrl(item?.image, origin) ?? siteImage,
        type: item?.type ?? 'website',
      }
    : { title: formatTitle(null), description: SITE_DESCRIPTION, image: siteImage, type: 'website' };
  return {
    title,
    card,
    shareable: route.shareable,
    ...(site && route.shareable ? { url: `${site}${route.pathname}` } : {}),
  };
}
