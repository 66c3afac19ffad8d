/** The user asked the system for less motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(): boolean {
  // jsdom and old embedded web views have no matchMedia: assume motion is fine.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls an element to the top of the view: smoothly, or at once when motion is reduced. */
export function scrollIntoViewRespectingMotion(element: Element | null | undefined): void {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
