import { SMALL_VIEWPORT_MAX_PX } from '@/shared/config';
import type { ViewportClass } from './guard';

export const SMALL_VIEWPORT_QUERY = `(max-width: ${SMALL_VIEWPORT_MAX_PX}px)`;

/** Width <= 768 px is small (DESIGN "Mobile"). */
export function currentViewport(): ViewportClass {
  if (typeof window === 'undefined') return 'large';
  return window.innerWidth <= SMALL_VIEWPORT_MAX_PX ? 'small' : 'large';
}
