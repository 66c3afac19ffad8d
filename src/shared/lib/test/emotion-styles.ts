import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';

/*
 * Emotion's default cache, the one Chakra's components insert their rules through (no
 * CacheProvider in the browser app), read once per worker with emotion's public
 * `withEmotionCache`. The package stays loaded across a worker's files (`isolate: false`), and so
 * would every rule any earlier file inserted: jsdom matches each of them against the element on
 * every `getComputedStyle` (a role query's accessible name, `toBeVisible`, user-event's
 * pointer-events check), so a file's queries grew slower the later it ran in its worker.
 */
const CACHE = Symbol.for('academic-portal:emotion-default-cache');
const holder = globalThis as typeof globalThis & { [CACHE]?: EmotionCache };

function defaultCache(): EmotionCache {
  if (!holder[CACHE]) {
    const ReadCache = withEmotionCache((_props: object, cache: EmotionCache) => {
      holder[CACHE] = cache;
      return null;
    });
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(createElement(ReadCache)));
    root.unmount();
  }
  return holder[CACHE]!;
}

/**
 * The next file starts with the styles of a fresh page load: the rules earlier files inserted
 * leave the document and the cache forgets them, so a component inserts its rules again when it
 * renders (`cache.sheet.flush()` and `cache.inserted` are the cache's typed, public members).
 */
export function forgetInsertedStyles(): void {
  const cache = defaultCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
