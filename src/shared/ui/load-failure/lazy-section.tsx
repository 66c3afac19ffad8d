import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { ErrorBoundary } from '../error-boundary';
import { LoadFailureNotice } from './load-failure-notice';

interface LazySectionProps {
  /** The section's chunk (a dynamic import whose default export is the section). */
  load: () => Promise<{ default: ComponentType }>;
  /** Space kept for the section while its chunk loads, so the page does not jump. */
  minHeight: number;
}

/**
 * A part of a page whose code is a chunk of its own. When the chunk cannot be fetched (offline,
 * a tunnel), the part says so with a retry (`LoadFailureNotice`, which also tries again once the
 * network is back) and the rest of the page stays: the error stops here instead of replacing the
 * page with the route's error view. `React.lazy` keeps a rejected import for good, so each retry
 * makes a new one, and the browser fetches the chunk again.
 */
export function LazySection({ load, minHeight }: LazySectionProps) {
  const [View, setView] = useState(() => lazy(load));
  // Marked busy: the section is on its way (assistive technology, and tests, can tell).
  const placeholder = <div style={{ minHeight }} aria-busy="true" />;
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <LoadFailureNotice
          onRetry={() => {
            setView(() => lazy(load));
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={placeholder}>
        <View />
      </Suspense>
    </ErrorBoundary>
  );
}
