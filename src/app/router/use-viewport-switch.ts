import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { decide } from './guard';
import { targetOf } from './apply-guard';
import { SMALL_VIEWPORT_QUERY, currentViewport } from './viewport';

/** A server-rendered page the app has not taken over yet (main.tsx removes the mark when it has). */
const NOT_TAKEN_OVER = '#root[data-prerendered]';

/**
 * Pages with a mobile twin also switch when the window crosses 768 px while they are open
 * (SPEC §2), not only on navigation. The check runs again whenever a navigation settles, so a
 * resize that happened while a page was still loading is not lost, at the start (a resize before
 * the listener existed), and once a server-rendered page has been taken over: a navigation while React hydrates the server's page (a phone turned
 * during the first second) broke the hydration, which React recovered from by rendering the page
 * again, with an error.
 */
export function useViewportSwitch(): void {
  const router = useRouter();
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    let waiting: MutationObserver | undefined;
    const afterTakeover = () => {
      if (waiting) return;
      // The mark goes (hydrated) or the whole #root is replaced (rendered and swapped in).
      waiting = new MutationObserver(() => {
        if (document.querySelector(NOT_TAKEN_OVER)) return;
        waiting?.disconnect();
        waiting = undefined;
        check();
      });
      waiting.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prerendered'] });
    };
    const check = () => {
      const { matches, location, status } = router.state;
      if (status === 'pending') return;
      if (document.querySelector(NOT_TAKEN_OVER)) {
        afterTakeover();
        return;
      }
      const target = targetOf(matches, location.href);
      // Only the twin switch is re-decided here; every other rule ran when the page was entered.
      if (!target.meta?.mobileTwin) return;
      const decision = decide(target, router.options.context.session.current(), currentViewport());
      // By href: the twin's path may carry the page's query.
      if (decision.type === 'redirect') void router.navigate({ href: decision.to, replace: true });
    };
    const query = window.matchMedia(SMALL_VIEWPORT_QUERY);
    query.addEventListener('change', check);
    const unsubscribe = router.subscribe('onResolved', check);
    // A resize before this listener existed (while the first page was loading or hydrating) is
    // seen now: the check runs once at the start too.
    check();
    return () => {
      query.removeEventListener('change', check);
      unsubscribe();
      waiting?.disconnect();
    };
  }, [router]);
}
