import { createElement, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { ChunkLoadError } from './chunk-error';

/**
 * A lazily imported component that can be tried again. `React.lazy` keeps a rejected import for
 * good (and swapping it for a fresh one makes React retry at once, in a loop while offline), so
 * this imports in an effect instead: each mount imports once (the browser fetches a module that
 * failed before again), a failure reaches the nearest error boundary as a ChunkLoadError, and a
 * remount (the boundary's retry, a new key) is the next attempt. Renders nothing while loading.
 */
export function lazyRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return function LazyRetry(props: P) {
    const [loaded, setLoaded] = useState<{ view?: ComponentType<P>; error?: unknown }>({});
    useEffect(() => {
      let live = true;
      load().then(
        (module) => live && setLoaded({ view: module.default }),
        (error: unknown) => live && setLoaded({ error }),
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded.error) throw new ChunkLoadError(loaded.error);
    return loaded.view ? createElement(loaded.view, props) : null;
  };
}
