import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '@/shared/api';
import { isInWechat } from '@/shared/lib/bridge';
import { AppProviders } from './entrypoint/app-providers';
import { startChunkRecovery } from './entrypoint/chunk-recovery';
import { preloadAppChunks } from './entrypoint/preload-app-chunks';
import { reportCaughtError } from './entrypoint/caught-error';
import { startTelemetry } from './entrypoint/telemetry';
import { startNewsApp } from './news-app';
import { createAppRouter } from './router/router';
import { wireSession } from './session-wiring';

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
 * Where the app renders. In a prerendered page (scripts/prerender.mjs) `#root` holds the page's
 * markup, painted from HTML and CSS before any script ran: the app renders into a fresh `#root`
 * outside the document and takes the old one's place in one step once the router has rendered
 * its first page (route chunks, the guard and its user-info call included), so the visitor never
 * sees an empty or half-drawn page in between. The prerender's critical CSS goes with it: by
 * then emotion has inserted every rule the app uses.
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

async function start() {
  startChunkRecovery();
  if (useMocks) {
    const { startMockWorker, installFakeNewsAppBridge } = await import('@mocks/index');
    await startMockWorker();
    installFakeNewsAppBridge();
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // Only in builds with VITE_TELEMETRY_URL (the others leave it out of the bundle); its module
  // loads when the browser is idle after the first render.
  if (import.meta.env.VITE_TELEMETRY_URL) startTelemetry(router);
  wireSession(router);
  startNewsApp(router);
  // The WeChat share module and its JS-SDK load only inside WeChat.
  if (isInWechat()) void import('./wechat-share').then((m) => m.startWechatShare(router));
  const root = mountPoint(router);
  const reactRoot = createRoot(root, { onCaughtError: reportCaughtError });
  const render = () =>
    reactRoot.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          {MockPanel && (
            <Suspense fallback={null}>
              <MockPanel />
            </Suspense>
          )}
        </AppProviders>
      </StrictMode>,
    );
  // Behind a prerendered page nothing waits for this render: as a transition React renders in
  // slices and yields to the browser between them (taps, scrolling), instead of one long task.
  if (root.isConnected) render();
  else startTransition(render);
  preloadAppChunks(router);
}

void start();
