/**
 * Build-time server render of the public entry routes (scripts/prerender.mjs).
 * Built by `vite build --ssr src/app/server.tsx`, imported by Node after the client build: for a
 * route it makes the app's router on a memory history, resolves the page (`router.load()`: the
 * guard as an anonymous visitor, route chunks, loaders) and renders the tree main.tsx hydrates
 * (AppTree) with react-dom/static, which waits for lazy parts so the markup holds the whole page.
 *
 * Nothing is fetched here: TanStack Query only fetches from effects, which never run on the
 * server, so every data section renders its skeleton, and the client's first render, before its
 * own fetches, is the same.
 *
 * CSS: emotion's documented server extraction (@emotion/server `extractCriticalToChunks` over a
 * cache with `compat`): the render writes no <style> into the markup; its rules stay in the page's
 * cache, and `styleTagsOf` gives those the markup uses, and every global (Chakra's sheet), as
 * `<style data-emotion="css …">` elements for <head>. In the browser emotion's cache, created at
 * import before hydration, marks the rules those elements name as inserted and inserts none twice.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { createMemoryHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { answerSchemaModule, createQueryClient, findOperation } from '@/shared/api';
import { headMeta, type HeadMeta } from '@/shared/lib/page-meta';
import { AppTree } from './entrypoint/app-tree';
import { appSession } from './router/app-session';
import { pageHeadOf, routeHeadOf, siteUrl } from './router/page-head';
import { createAppRouter, markServerRendered } from './router/router';
import { descendantsOf } from './router/route-tree';
import type { ViewportClass } from './router/guard';

export interface ServerPage {
  /** The markup to put inside #root. */
  markup: string;
  /** The document title the page sets once rendered (the root route's head). */
  title: string;
  /**
   * The page's card as `<meta>` tags, the same the root route writes in the browser: the route's
   * description (staticData) or the site's, and Open Graph's title, description, type, the site's
   * image when it can be made absolute, and `og:url` when the site's address is configured.
   */
  meta: HeadMeta[];
  /** Where the router ended (a redirect would change it). */
  pathname: string;
  /**
   * The source modules (paths from the project's root, as Vite's build manifest names them) that
   * the page's queries load in the browser when they start, which the server never does: the HTTP
   * client and each answer's contract schema (shared/api mutator.ts and contract-check.ts).
   */
  queryModules: string[];
}

/** A route that is written into the build as a page of its own (its staticData `prerender`). */
export interface PrerenderedRoute {
  /** The URL rendered: the route's path without its optional parameters. */
  route: string;
  /** Its phone twin (staticData `mobileTwin`), rendered at a phone's width into the same page. */
  phone?: string;
}

/** The routes whose staticData says `prerender`, in the route tree's order. */
export function prerenderedRoutes(): PrerenderedRoute[] {
  const router = createAppRouter({ queryClient: createQueryClient(), session: appSession, history: createMemoryHistory() });
  return descendantsOf(router.routeTree)
    .filter((route) => route.options.staticData?.prerender)
    .map((route) => {
      const phone = route.options.staticData?.mobileTwin;
      return { route: router.buildLocation({ to: route.fullPath }).pathname, ...(phone ? { phone } : {}) };
    });
}

/** Where shared/api is, from the project's root (the build manifests' keys). */
const SHARED_API = 'src/shared/api';
const HTTP_CLIENT_MODULE = `${SHARED_API}/http.ts`;

function queryModulesOf(queryClient: QueryClient): string[] {
  const schemas = new Set<string>();
  let asks = false;
  for (const query of queryClient.getQueryCache().getAll()) {
    const [path] = query.queryKey;
    if (typeof path !== 'string') continue;
    asks = true;
    const operation = findOperation('GET', path);
    if (operation?.answerSchema) schemas.add(`${SHARED_API}/${answerSchemaModule(operation.tag)}`);
  }
  return asks ? [HTTP_CLIENT_MODULE, ...schemas] : [];
}

/**
 * An emotion cache for the renders of one page. The renders of a page and its phone twin share
 * one, so a rule both use is written once, in the first.
 */
export function createPageStyles(): EmotionCache {
  const cache = createCache({ key: 'css' });
  // Rules (and globals) go into the cache, for styleTagsOf, instead of into the markup.
  cache.compat = true;
  return cache;
}

/**
 * The `<style data-emotion>` elements for <head> of a page rendered with `styles`: the rules its
 * `markup` uses, and every global once (a page and its phone twin share one cache and one set).
 */
export function styleTagsOf(styles: EmotionCache, markup: string): string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styles);
  return constructStyleTagsFromChunks(extractCriticalToChunks(markup));
}

/**
 * Renders `url` as the guard would show it at `viewport` (a phone twin is rendered at 'small').
 */
export async function renderRoute(
  url: string,
  { viewport = 'large', styles = createPageStyles() }: { viewport?: ViewportClass; styles?: EmotionCache } = {},
): Promise<ServerPage> {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, session: appSession, history: createMemoryHistory({ initialEntries: [url] }), viewport });
  // On the server the router renders its scroll restoration as an inline <script> (run once at
  // parse time); the deployed CSP refuses inline scripts, and the browser restores nothing on a
  // first load anyway. Without it the element's slot renders null, as it does in the browser.
  router.update({ ...router.options, scrollRestoration: false });
  // The router's server layout (no Suspense boundary of its own), which main.tsx asks for too.
  markServerRendered(router);
  await router.load();
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={styles}>
      <AppTree queryClient={queryClient} router={router} />
    </CacheProvider>,
    {
      // A part that fails on the server (a lazy chunk, a render error) would leave its fallback in
      // the markup, and hydration would not match: the build fails instead of writing that page.
      onError(error) {
        failures.push(error);
      },
    },
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (failures.length > 0) throw new Error(`ssr ${url}: ${failures.map(String).join('; ')}`);
  const queryModules = queryModulesOf(queryClient);
  queryClient.clear();
  // No item is loaded on the server: the route's own head, images absolute against the site's address.
  const head = pageHeadOf(routeHeadOf(router.state.matches, router.state.location.pathname), null, siteUrl());
  return {
    markup,
    title: head.title,
    meta: headMeta(head),
    pathname: router.state.location.pathname,
    queryModules,
  };
}
