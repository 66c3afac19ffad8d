import type { ComponentType } from 'react';
import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import type { MenuConfig } from '@/shared/api/generated/model';

/** Pages a server menu entry may name in `component` (DESIGN "Menu-driven routes"). */
export const PAGE_REGISTRY: Readonly<Record<string, ComponentType<{ title?: string }>>> = {
  AboutPage: lazy(() => import('@/pages/info/about').then((m) => ({ default: m.AboutPage }))),
  HelpPage: lazy(() => import('@/pages/info/help').then((m) => ({ default: m.HelpPage }))),
};

export interface MenuRoute {
  path: string;
  title: string;
  component: string;
}

/** The menu tree as a flat list; nested children become routes of their own. */
export function flattenMenu(tree: readonly MenuConfig[] | undefined | null): MenuRoute[] {
  const out: MenuRoute[] = [];
  const walk = (nodes: readonly MenuConfig[]) => {
    for (const node of nodes) {
      if (node.path && node.component) out.push({ path: normalise(node.path), title: node.name, component: node.component });
      if (Array.isArray(node.children) && node.children.length) walk(node.children);
    }
  };
  // An answer of another shape than the contract's list is no menu, not a crash.
  walk(Array.isArray(tree) ? tree : []);
  return out;
}

function normalise(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
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
  | { kind: 'page'; route: MenuRoute }
  | { kind: 'absent' }
  | { kind: 'refused' }
  | { kind: 'failed'; error: unknown };

/** Menu answers are cached for a while: the guard and the catch-all ask for the same path in turn. */
const MENU_STALE_MS = 5 * 60_000;

export async function lookupMenuRoute(queryClient: QueryClient, pathname: string): Promise<MenuRouteLookup> {
  // The menu module loads only when a path is not one of the file routes.
  const { getGetMenuConfigListQueryOptions } = await import('@/shared/api/generated/endpoints/menu/menu');
  try {
    const menu = await queryClient.ensureQueryData({ ...getGetMenuConfigListQueryOptions(), staleTime: MENU_STALE_MS });
    const route = resolveMenuRoute(flattenMenu(menu?.data), pathname);
    return route ? { kind: 'page', route } : { kind: 'absent' };
  } catch (error) {
    if (isApiError(error) && error.kind === 'notFound') return { kind: 'absent' };
    if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden')) return { kind: 'refused' };
    return { kind: 'failed', error };
  }
}
