import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';

/*
 * Emotion's cache, the one Chakra's components insert their rules through (no CacheProvider in
 * the browser app), read with emotion's public `withEmotionCache`. The package stays loaded
 * across a worker's files (`isolate: false`), and so would every rule any earlier file inserted:
 * jsdom matches each of them against the element on every `getComputedStyle` (a role query's
 * accessible name, `toBeVisible`, user-event's pointer-events check), so a file's queries grew
 * slower the later it ran in its worker.
 *
 * The cache is read again after every file, and every cache seen so far in the worker is emptied:
 * a component with no provider above it was once seen reading another file's cache (the server
 * render's page cache, when `app/server.test.tsx` still shared workers; it now runs in a process
 * of its own, vitest.config.ts), and a file that renders with a CacheProvider of its own would
 * leave the same.
 */
const CACHES = Symbol.for('academic-portal:emotion-caches');
const holder = globalThis as typeof globalThis & { [CACHES]?: Set<EmotionCache> };
const caches = (holder[CACHES] ??= new Set());

function currentCache(): EmotionCache | null {
  let found: EmotionCache | null = null;
  const ReadCache = withEmotionCache((_props: object, cache: EmotionCache) => {
    found = cache;
    return null;
  });
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(createElement(ReadCache)));
  root.unmount();
  return found;
}

/**
 * The next file starts with the styles of a fresh page load: the rules earlier files inserted
 * leave the document and the cache forgets them, so a component inserts its rules again when it
 * renders (`cache.sheet.flush()` and `cache.inserted` are the cache's typed, public members).
 */
export function forgetInsertedStyles(): void {
  const current = currentCache();
  if (current) caches.add(current);
  for (const cache of caches) {
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
}
