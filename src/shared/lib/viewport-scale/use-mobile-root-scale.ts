import { useEffect } from 'react';
import { mobileRootFontPx } from './root-font-scale';

function viewportWidth(): number {
  // clientWidth leaves out a vertical scrollbar, which innerWidth counts.
  return document.documentElement.clientWidth || window.innerWidth;
}

/**
 * Scales the root font size while the calling component (the mobile layout) is mounted: every
 * rem-based size of the page then follows the phone's width (SPEC §9). Updated on resize and
 * orientation change; the root's own inline font size is restored on unmount, i.e. when the
 * user leaves the /mobile pages.
 */
export function useMobileRootScale(): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.fontSize;
    let frame = 0;
    const apply = () => {
      frame = 0;
      root.style.fontSize = `${mobileRootFontPx(viewportWidth())}px`;
    };
    // One update per frame however many resize events the browser fires.
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('resize', schedule);
    window.addEventListener('orientationchange', schedule);
    return () => {
      window.removeEventListener('resize', schedule);
      window.removeEventListener('orientationchange', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
      root.style.fontSize = previous;
    };
  }, []);
}
