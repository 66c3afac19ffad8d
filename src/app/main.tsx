import { Suspense, lazy, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { $isLoggedIn } from '@/entities/session';
import { createQueryClient } from '@/shared/api';
import { isInWechat } from '@/shared/lib/bridge';
import { AppTree } from './entrypoint/app-tree';
import { startChunkRecovery } from './entrypoint/chunk-recovery';
import { preloadAppChunks } from './entrypoint/preload-app-chunks';
import { reportCaughtError } from './entrypoint/caught-error';
import { startTelemetry } from './entrypoint/telemetry';
import { startNewsApp } from './news-app';
import { appSession } from './router/app-session';
import { createAppRouter, markServerRendered } from './router/router';
import { wireSession } from './session-wiring';
import './styles/make-system-early';
import { appSystem } from './styles/theme';

const useMocks = import.meta.env.VITE_USE_MOCKS === 'true';

// The mock panel and MSW are only in bundles that run mocks (dev, demo): never in production.
// The dev server against a real backend (API_PROXY_TARGET) shows the 契约偏差 panel alone: the
// conformance report of that backend. import.meta.env.DEV is false in every build.
const MockPanel = useMocks
  ? lazy(() => import('@mocks/index').then((m) => ({ default: m.MockPanel })))
  : import.meta.env.DEV
    ? lazy(() => import('@mocks/ui/contract-drift-panel').then((m) => ({ default: m.ContractDriftPanel })))
    : null;

/**
 * The marker of a page rendered by react-dom on the server at build time (scripts/prerender.mjs):
 * its `#root` is hydrated in place instead of being replaced.
 */
const SERVER_RENDERED_META = 'meta[name="prerender"][content="server"]';

/**
 * Where the app renders. In a prerendered page that is not hydrated (its URL has search params,
 * which the server did not render) `#root` holds the server's markup, painted from HTML and CSS
 * before any script ran: the app renders into a fresh `#root` outside the document and takes the
 * old one's place in one step once the router has rendered its first page (route chunks, the
 * guard and its user-info call included), so the visitor never sees an empty or half-drawn page
 * in between. The page's `#prerender-css` (a phone twin's media queries) goes with it.
 */
function mountPoint(router: ReturnType<typeof createAppRouter>): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  if (!root.hasAttribute('data-prerendered')) return root;
  const fresh = document.createElement('div');
  fresh.id = 'root';
  const stop = router.subscribe('onRendered', () => {
    stop();
    root.replaceWith(fresh);
    document.getElementById('prerender-css')?.remove();
  });
  return fresh;
}

/**
 * Makes Chakra's system (the theme's tokens turned into CSS variables, its global CSS) in a task
 * of its own, unless `./styles/make-system-early` already has while the entry was downloading
 * (the usual case on a slow network). It is the one part of the first render React cannot
 * slice: made inside the first render, as the providers ask for it, it would hold the first slice
 * for as long as it takes.
 */
async function makeSystemInItsOwnTask() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  appSystem();
}

async function start() {
  startChunkRecovery();
  if (useMocks) {
    const { startMockWorker, installFakeNewsAppBridge } = await import('@mocks/index');
    await startMockWorker();
    installFakeNewsAppBridge();
  }
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, session: appSession });
  // Only in builds with VITE_TELEMETRY_URL (the others leave it out of the bundle); its module
  // loads when the browser is idle after the first render.
  const telemetry = import.meta.env.VITE_TELEMETRY_URL ? startTelemetry(router) : undefined;
  wireSession(router, telemetry ? { drift: telemetry.drift } : {});
  startNewsApp(router);
  // The WeChat share module and its JS-SDK load only inside WeChat.
  if (isInWechat()) void import('./wechat-share').then((m) => m.startWechatShare(router));
  const mockPanel = MockPanel && (
    <Suspense fallback={null}>
      <MockPanel />
    </Suspense>
  );
  const serverRoot = document.querySelector(SERVER_RENDERED_META) ? document.getElementById('root') : null;
  // The server rendered each page for an anonymous visitor. With a session the page is another
  // one (the header names the user; a login page first asks to confirm, from the guard, before
  // the page resolves: awaited before a hydration, that dialog had no host and the page hung), so
  // it is rendered and swapped in (`mountPoint`), as a page with search params is.
  if (serverRoot?.hasAttribute('data-prerendered') && !$isLoggedIn.getState()) {
    // The router resolves the page first (guard, route chunks, loaders), as it did on the server.
    await router.load();
    // The server rendered the page for its path alone: a URL with search params (the filters and
    // page of /news) is another page, which hydration would not correct (React keeps the server's
    // attributes, e.g. a disabled 重置), so it is rendered and swapped in (`mountPoint`).
    const page = Object.keys(router.state.location.search).length === 0 ? serverPageOf(serverRoot, router.state.location.pathname) : null;
    if (page) {
      await makeSystemInItsOwnTask();
      hydrate(serverRoot, page, router, queryClient, mockPanel);
      preloadAppChunks(router);
      return;
    }
  }
  const root = mountPoint(router);
  const reactRoot = createRoot(root, { onCaughtError: reportCaughtError });
  const render = () => reactRoot.render(<AppTree queryClient={queryClient} router={router} extra={mockPanel} />);
  // Behind a prerendered page nothing waits for this render: as a transition React renders in
  // slices and yields to the browser between them (taps, scrolling), instead of one long task.
  if (root.isConnected) render();
  else {
    await makeSystemInItsOwnTask();
    startTransition(render);
  }
  preloadAppChunks(router);
}

/**
 * Where the server's page of the resolved path is: `#root` itself, or, in a page that holds its
 * phone twin too (scripts/lib/prerender-page.mjs `twinMarkup`; a media query shows one), the wrapper that
 * names that path, which React then hydrates as its container; the other wrapper goes. The
 * painted nodes stay where they are: moved, the browser would paint them as new content (a second
 * largest contentful paint). Null when neither is that page.
 */
function serverPageOf(root: HTMLElement, pathname: string): HTMLElement | null {
  const pages = [...root.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute('data-prerender-path'),
  );
  if (pages.length === 0) return root;
  const page = pages.find((child) => child.getAttribute('data-prerender-path') === pathname);
  if (!page) return null;
  for (const other of pages) if (other !== page) other.remove();
  return page;
}

/**
 * Takes a server-rendered page over in place (ADR 0003). The router has resolved the page,
 * as it did on the server, so that the first client render is the page the server rendered;
 * hydration then attaches to the existing DOM, in slices that yield to the browser, with no
 * second tree and no swap. Emotion has already moved the page's <style data-emotion> tags into
 * <head> (when its cache was created, at import).
 *
 * A hydration mismatch is a bug of this page's prerender (React then re-renders the mismatched
 * part on the client, or the whole root): it is logged as an error, never silent.
 * When the hydrated tree's effects have run, `data-prerendered` goes: the app has taken over
 * (what the bench and the e2e suite wait for).
 */
function hydrate(
  root: HTMLElement,
  container: HTMLElement,
  router: ReturnType<typeof createAppRouter>,
  queryClient: ReturnType<typeof createQueryClient>,
  mockPanel: ReactNode,
) {
  const tookOver = () => {
    root.removeAttribute('data-prerendered');
    // The media queries between a page and its phone twin (the mobile layout now sets the root's size).
    document.getElementById('prerender-css')?.remove();
  };
  // The router renders as it did on the server, around the matches it has resolved.
  markServerRendered(router);
  // As a transition the hydration renders in slices that yield to the browser, like the
  // swapped render below; otherwise React hydrates the root in one task.
  startTransition(() => {
    hydrateRoot(container, <AppTree queryClient={queryClient} router={router} extra={mockPanel} onCommitted={tookOver} />, {
      onCaughtError: reportCaughtError,
      onRecoverableError: (error, info) => {
        console.error('hydration: recoverable error (the server markup did not match)', error, info.componentStack);
      },
    });
  });
}

void start();
