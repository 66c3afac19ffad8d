import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorBoundary, isChunkLoadError, lazyRetry } from '@/shared/ui/error-boundary';
import { LoadFailureNotice } from '@/shared/ui/load-failure';
import { noteChunkFailure, reloadIfStale } from '../entrypoint/chunk-recovery';

// The error view (and its empty-state styles) loads only when a route fails, or when the
// browser is idle (preloadRouteError), so it is there when the network is not.
const loadView = () => import('./route-error').then((m) => ({ default: m.RouteError }));
const RouteErrorView = lazyRetry(loadView);

export function preloadRouteError(): void {
  loadView().catch(() => undefined);
}

/**
 * The router's error component: the lazy error view, or, when even its chunk cannot be fetched,
 * the minimal notice of the first load. A chunk that failed because a deploy replaced the files
 * reloads the tab onto the new ones (once per interval, see entrypoint/chunk-recovery.ts).
 */
export function RouteErrorHost(props: ErrorComponentProps) {
  const router = useRouter();
  const { error, reset } = props;
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) return;
    noteChunkFailure(error);
    void reloadIfStale();
  }, [chunk, error]);
  return (
    <ErrorBoundary
      fallback={(retryView) => (
        <LoadFailureNotice
          onRetry={() => {
            retryView();
            void router.invalidate().finally(reset);
          }}
        />
      )}
    >
      {/* A route's chunk is imported again by the router (its lazy route), a lazy part inside a
          page by lazyRetry when the route renders again. */}
      <RouteErrorView {...props} chunk={chunk} />
    </ErrorBoundary>
  );
}
