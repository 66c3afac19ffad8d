import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import type { MenuConfig } from '@/shared/api/generated/model';
import { lazyRetry } from '@/shared/ui/error-boundary';

/**
 * Pages a server menu entry may name in `component` (DESIGN "Menu-driven routes"). Loaded with
 * lazyRetry (not React.lazy, which keeps a failed import): the route error view's 重新加载 fetches
 * them again, as it does a route's own chunk.
 */
export const PAGE_REGISTRY: Readonly<Record<string, ComponentType<{ title?: string }>>> = {
  AboutPage: lazyRetry(() => import('@/pages/info/about').then((m) => ({ default: m.AboutPage }))),
  HelpPage: lazyRetry(() => import('@/pages/info/help').then((m) => ({ default: m.HelpPage }))),
};

export interface MenuRoute {
  path: string;
  title: string;
  component: string;
  /** Routed, but never listed in a menu (RuoYi's `hidden`). */
  hidden: boolean;
}

/** The query of GET /menu/config/list (SPEC §7 "query params"): the portal's own menu. */
export const PORTAL_MENU_QUERY = { menuType: 'portal' } as const;

/**
 * The menu tree as a flat list; nested children become routes of their own. As in RuoYi-style
 * menus, which SPEC's follow, a child's path is relative to its parent's (`/help` + `faq` is
 * `/help/faq`) unless it starts with `/`. A hidden entry is routed (its children too) but not listed.
 */
export function flattenMenu(tree: readonly MenuConfig[] | undefined | null): MenuRoute[] {
  const out: MenuRoute[] = [];
  const walk = (nodes: readonly MenuConfig[], parentPath: string, parentHidden: boolean) => {
    for (const node of nodes) {
      const path = typeof node.path === 'string' && node.path.trim() !== '' ? joinPath(parentPath, node.path.trim()) : parentPath;
      const hidden = parentHidden || node.hidden === true;
      if (node.component && path !== parentPath) out.push({ path, title: node.name, component: node.component, hidden });
      if (Array.isArray(node.children) && node.children.length) walk(node.children, path, hidden);
    }
  };
  // The contract check has already refused an answer of another shape; this is belt and braces.
  walk(Array.isArray(tree) ? tree : [], '', false);
  return out;
}

/** The entries a menu may show: hidden ones are left out. */
export function listedMenuRoutes(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.filter((route) => !route.hidden);
}

function joinPath(parent: string, child: string): string {
  return normalise(child.startsWith('/') ? child : `${parent}/${child}`);
}

function normalise(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const single = withSlash.replace(/\/{2,}/g, '/');
  return single.length > 1 ? single.replace(/\/+$/, '') : single;
}

/** The menu route for a path, when its component is one the registry knows; else undefined. */
export function resolveMenuRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  const entry = routes.find((r) => r.path === normalise(pathname));
  return entry && entry.component in PAGE_REGISTRY ? entry : undefined;
}

/**
 * What GET /menu/config/list says about a path:
 * - `page`: a menu page whose component the registry knows;
 * - `absent`: the menu answered and has no such page (or no menu call exists: 404), so the
 *   path is certainly unknown;
 * - `refused`: the menu is not for this visitor (401, 403), so the path cannot be told;
 * - `failed`: no usable answer (network, timeout, server error, contract mismatch).
 */
export type MenuRouteLookup =
  { kind: 'page'; route: MenuRoute } | { kind: 'absent' } | { kind: 'refused' } | { kind: 'failed'; error: unknown };

/** Menu answers are cached for a while: the guard and the catch-all ask for the same path in turn. */
const MENU_STALE_MS = 5 * 60_000;

export async function lookupMenuRoute(queryClient: QueryClient, pathname: string): Promise<MenuRouteLookup> {
  try {
    // The menu module loads only when a path is not one of the file routes (its chunk failing
    // to load is a failed lookup like the call failing).
    const { getGetMenuConfigListQueryOptions } = await import('@/shared/api/generated/endpoints/menu/menu');
    const menu = await queryClient.ensureQueryData({ ...getGetMenuConfigListQueryOptions(PORTAL_MENU_QUERY), staleTime: MENU_STALE_MS });
    const route = resolveMenuRoute(flattenMenu(menu?.data), pathname);
    return route ? { kind: 'page', route } : { kind: 'absent' };
  } catch (error) {
    if (isApiError(error) && error.kind === 'notFound') return { kind: 'absent' };
    if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden')) return { kind: 'refused' };
    return { kind: 'failed', error };
  }
}
