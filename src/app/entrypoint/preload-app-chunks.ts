import { preloadConfirmDialog } from '@/shared/ui/confirm-dialog';
import { preloadToaster } from '@/shared/ui/toaster';
import { preloadRouteError } from '../router/route-error-host';
import type { createAppRouter } from '../router/router';

/** After the first page has rendered, how long to leave its own requests alone. */
const SETTLE_MS = 2000;

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 5000 });
  else setTimeout(task, 500);
}

/**
 * Once the first page is up and the browser idle, fetch what a fault needs, so it is there when
 * the network is not: the toaster, the confirm dialog (the expiry prompt) and the route error
 * view. Never before the first render: that is the page's time (the first-load budget).
 * The reset-password dialog is not among them: it opens at once for the few accounts that
 * need it, and would cost every other visitor its download.
 */
export function preloadAppChunks(router: ReturnType<typeof createAppRouter>): void {
  const stop = router.subscribe('onRendered', () => {
    stop();
    setTimeout(
      () =>
        whenIdle(() => {
          preloadToaster();
          preloadConfirmDialog();
          preloadRouteError();
        }),
      SETTLE_MS,
    );
  });
}
