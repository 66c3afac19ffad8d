import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The element's width in CSS pixels, followed as it resizes, so the SVG draws at its real size
 * (text stays legible on a phone instead of being scaled down). `fallback` until measured, and
 * where nothing can be measured (tests).
 */
export function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
