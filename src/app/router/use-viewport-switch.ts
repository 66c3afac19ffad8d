import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { decide } from './guard';
import { targetOf } from './apply-guard';
import { readGuardSession } from './session-snapshot';
import { SMALL_VIEWPORT_QUERY, currentViewport } from './viewport';

/**
 * Pages with a mobile twin also switch when the window crosses 768 px while they are open
 * (SPEC §2), not only on navigation. The check runs again whenever a navigation settles, so a
 * resize that happened while a page was still loading is not lost.
 */
export function useViewportSwitch(): void {
  const router = useRouter();
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const check = () => {
      const { matches, location, status } = router.state;
      if (status === 'pending') return;
      const target = targetOf(matches, location.href);
      // Only the twin switch is re-decided here; every other rule ran when the page was entered.
      if (!target.meta?.mobileTwin) return;
      const decision = decide(target, readGuardSession(), currentViewport());
      // By href: the twin's path may carry the page's query.
      if (decision.type === 'redirect') void router.navigate({ href: decision.to, replace: true });
    };
    const query = window.matchMedia(SMALL_VIEWPORT_QUERY);
    query.addEventListener('change', check);
    const unsubscribe = router.subscribe('onResolved', check);
    return () => {
      query.removeEventListener('change', check);
      unsubscribe();
    };
  }, [router]);
}
