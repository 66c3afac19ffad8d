import type { ComponentType } from 'react';
import { lazy } from 'react';
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
      if (node.children?.length) walk(node.children);
    }
  };
  walk(tree ?? []);
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
