import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the markup is the server's (the build-time render, src/app/server.tsx) and while
 * React hydrates it; false in every later render and in a plain client render. A component
 * that must look neutral in the static page (the account area, which only the browser can know)
 * or stay out of reach until the app works (a form) reads it: the first client render during
 * hydration then matches the server's markup, and React renders again right after with `false`.
 * React's documented way: useSyncExternalStore uses getServerSnapshot on the server and during
 * hydration, getSnapshot otherwise.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
