/** Types for portal.mjs. */
export type ModuleKind = 'generated' | 'route-tree' | 'test' | 'route' | 'mock' | 'src';

export interface Edge {
  /** The module that declares the imported name. */
  path: string;
  /** The name as declared there, or `*` for a whole module. */
  name: string;
  typeOnly: boolean;
}

export interface PortalModule {
  path: string;
  kind: ModuleKind;
  edges: Edge[];
  /** Identifiers, property names, string and number literals of its code. */
  words: Set<string>;
  /** Its string literals alone. */
  strings: Set<string>;
  calls: { callee: string; argument: string; line: number }[];
  routeIds: string[];
}

export interface Route {
  /** As written in `createFileRoute('…')`; `__root__` for the root route, `__entry__` for index.html's module script. */
  id: string;
  /** As a user types it: `/experts`; `layout /_portal (every page under it)` for a layout. */
  path: string;
  files: string[];
}

export interface Portal {
  modules: Map<string, PortalModule>;
  routes: Route[];
  reachOf(route: Route): Set<string>;
  operationOfName(name: string): string | undefined;
  generatedNamesOf(path: string): (Edge & { operation?: string })[];
  isGenerated(path: string): boolean;
}

export function kindOf(path: string): ModuleKind;
export function routePathOf(id: string): string;
export function scanPortal(root: string, options: { operationIds: string[]; tags?: string[] }): Portal;
