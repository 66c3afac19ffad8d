/**
 * Route metadata, declared as TanStack `staticData` on every route file and read by the guard,
 * the document title and the layouts.
 */
export type RouteAccess =
  /** On the whitelist of SPEC §2: open to everyone. */
  | 'public'
  /** Any logged-in user. */
  | 'login'
  /** Individual (website) users only. */
  | 'website'
  /** Institution users, main or sub account. */
  | 'agent'
  /** Institution main accounts only. */
  | 'agentLord'
  /** Logged-in users with the scholar flag; others are sent to scholar authentication. */
  | 'scholar';

export interface RouteMeta {
  /** Chinese page name; the document title is `title - brand` (a detail page's item name replaces it once loaded). */
  title?: string;
  /**
   * One line about the page for its `<meta name="description">` and share card (the site's
   * description when absent): what a crawler and a link preview show, in the prerendered HTML too.
   */
  description?: string;
  access?: RouteAccess;
  /** The path of the same page designed for the other viewport class. */
  mobileTwin?: string;
  /** A login screen: a user who is already logged in is asked to confirm first (SPEC §2). */
  loginEntry?: boolean;
  /**
   * The key of an institution main account's function configuration (`functionConfig` of its
   * login) that must be on for this page: a main account whose configuration leaves it out is
   * refused by the guard, and its menu hides the entry. No configuration at all hides nothing.
   */
  functionKey?: string;
  /**
   * Written into the build as a page of its own (`<path>.html`, with its `mobileTwin` at a phone's
   * width) that paints before any script: the public entry routes (scripts/prerender.mjs).
   */
  prerender?: boolean;
  /** A detail page's list: the breadcrumbs read 首页 / parent / the item's name, or the title (portal layout). */
  parent?: { label: string; to: string; search?: Record<string, string | number | boolean> };
  /**
   * Its address names one person's record (a report's code): like a page behind the login, a
   * share of it shows the portal's generic card and leads home.
   */
  personal?: boolean;
}

declare module '@tanstack/react-router' {
  // Module augmentation must be an interface; extending is how TanStack documents staticData typing.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteMeta {}
}

/**
 * The page's name for the document title: the deepest match that names its page, by its
 * staticData or a menu entry's name in its context. Read by the root route in the browser and by
 * the build-time server render (src/app/server.tsx).
 */
export function pageTitleOf(matches: ReadonlyArray<{ staticData?: RouteMeta; context?: unknown }>): string | undefined {
  for (const m of [...matches].reverse()) {
    const name = m.staticData?.title ?? (m.context as { pageTitle?: string } | undefined)?.pageTitle;
    if (name) return name;
  }
  return undefined;
}
