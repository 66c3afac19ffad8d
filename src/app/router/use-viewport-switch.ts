import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { decide } from './guard';
import { targetOf } from './apply-guard';
import { readGuardSession } from './session-snapshot';
import { SMALL_VIEWPORT_QUERY } from './viewport';

/**
 * Pages with a mobile twin also switch when the window crosses 768 px while they are open
 * (SPEC §2), not only on navigation.
 */
export function useViewportSwitch(): void {
  const router = useRouter();
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(SMALL_VIEWPORT_QUERY);
    const onChange = (e: MediaQueryListEvent) => {
      const { matches, location } = router.state;
      const decision = decide(targetOf(matches, location.href), readGuardSession(), e.matches ? 'small' : 'large');
      if (decision.type === 'redirect') void router.navigate({ to: decision.to, replace: true });
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [router]);
}
