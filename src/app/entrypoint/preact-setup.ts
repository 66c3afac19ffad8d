import { options } from 'preact';
import { reportCaughtError } from './caught-error';

/** Preact's hook for every error thrown while rendering (mangled `_catchError`, as preact/debug uses it). */
type CatchError = (error: unknown, ...rest: unknown[]) => void;

const isThenable = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Production and demo builds render with Preact (preact/compat stands in for react and
 * react-dom; vite.config.ts, docs/architecture.md "Renderer"). Two things React does that the
 * app relies on are made so here:
 * - **Effect timing.** Preact runs `useEffect` callbacks after the next frame; React runs them when
 *   the commit of a click or a key press ends. Zag's machines (every Chakra dialog, menu, tabs)
 *   chain state changes through effects and look for their parts in the DOM one frame later: with
 *   Preact's timing a dialog opened through its `open` prop looked before its content was mounted
 *   and stayed without its name and its focus trap. Effects run as a microtask after the commit.
 * - **Caught errors reported.** React tells `createRoot`'s `onCaughtError` (main.tsx) of every
 *   error a boundary caught; Preact has no such option, so a bug an error boundary hid would
 *   leave the console clean and the e2e walks blind. Every error thrown while rendering goes to
 *   the same report (a suspending promise is not an error).
 */
export function adaptPreact(): void {
  options.requestAnimationFrame = (callback) => queueMicrotask(callback);
  const internal = options as typeof options & { __e?: CatchError };
  const next = internal.__e;
  internal.__e = (error, ...rest) => {
    if (!isThenable(error)) reportCaughtError(error);
    next?.(error, ...rest);
  };
}
