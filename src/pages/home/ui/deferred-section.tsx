import { startTransition, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { LazySection } from '@/shared/ui/load-failure';

/**
 * How long after the page's first render (and the window's load) the sections below the hero
 * start loading: their chunks and data must never compete with the hero (DESIGN budget: what `/`
 * loads before the h1 shows).
 */
const AFTER_FIRST_RENDER_MS = 300;

interface DeferredSectionProps {
  /** The section's chunk: imported only after the first render. */
  load: () => Promise<{ default: ComponentType }>;
  /** Space kept for the section so the page does not jump while it loads. */
  minHeight: number;
}

/**
 * Renders a lazy section once the page has rendered and loaded, keeping its space meanwhile; a
 * chunk that cannot be fetched is said in the section's place, with a retry (`LazySection`).
 */
export function DeferredSection({ load, minHeight }: DeferredSectionProps) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)), AFTER_FIRST_RENDER_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
    };
  }, []);

  // Marked busy: the sections are on their way (assistive technology, and tests, can tell).
  return ready ? <LazySection load={load} minHeight={minHeight} /> : <div style={{ minHeight }} aria-busy="true" />;
}
