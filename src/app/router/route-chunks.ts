import { createElement, use } from 'react';
import type { ComponentType } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { ChunkLoadError } from '@/shared/ui/error-boundary';

type Loadable = ComponentType<object> & { preload?: () => Promise<void> | undefined; guarded?: true };

const COMPONENT_KINDS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const;

/**
 * Wraps one `lazyRouteComponent` (what `autoCodeSplitting` makes of each route's component).
 * TanStack's own keeps a failed import to rethrow at render and, when it looks like a missing
 * module, reloads the page once per message; offline, that trades the app for the browser's
 * offline page. Guarded, TanStack's component never renders a failure: it becomes a
 * ChunkLoadError for the route's error view, and the next preload (a retry, the next navigation,
 * a hover) imports the chunk again.
 *
 * It reads TanStack's contract of `lazyRouteComponent` (@tanstack/react-router 1.170): `preload`
 * settles either way and is removed once the chunk has loaded. route-chunks.test.tsx pins it.
 * Not on the server (the build-time render, src/app/server.tsx): there TanStack keeps `preload`
 * after loading, and a chunk that cannot load fails the build anyway.
 */
export function guardRouteChunk(Lazy: Loadable): Loadable {
  if (!Lazy.preload || Lazy.guarded || typeof window === 'undefined') return Lazy;
  let pending: Promise<void> | undefined;
  let failure: ChunkLoadError | undefined;

  const preload = (): Promise<void> => {
    const load = Lazy.preload;
    if (!load) return Promise.resolve();
    if (!pending) {
      failure = undefined;
      pending = Promise.resolve(load()).then(() => {
        pending = undefined;
        if (Lazy.preload) failure = new ChunkLoadError();
      });
    }
    return pending;
  };

  function GuardedRouteChunk(props: object) {
    if (Lazy.preload) {
      if (failure) throw failure;
      use(preload());
    }
    return createElement(Lazy, props);
  }
  return Object.assign(GuardedRouteChunk, { preload, guarded: true as const });
}

/** Guards every lazy component of the route tree; safe to call again (tests build many routers). */
export function guardRouteChunks(router: AnyRouter): void {
  for (const route of Object.values(router.routesById as Record<string, { options: Record<string, unknown> }>)) {
    for (const kind of COMPONENT_KINDS) {
      const component = route.options[kind] as Loadable | undefined;
      if (component?.preload) route.options[kind] = guardRouteChunk(component);
    }
  }
}
