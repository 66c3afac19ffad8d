import { appSystem } from './theme';

/*
 * Makes Chakra's system (tokens, CSS variables, recipes: one call of ~60 ms on a fast machine,
 * ~250 ms at the bench's 4x CPU) while the rest of the first load is still on its way. This module
 * and the theme are a chunk of their own with a module script before the entry's
 * (scripts/lib/vite-build.mjs `systemBeforeEntry`), so the browser runs it as soon as its ~37 KB
 * have arrived, while the framework and the app are still downloading. After the next frame, so
 * that the call never holds the first paint. Where it comes later than the app (a cached load),
 * main.tsx's own call has made the system and this one finds it made.
 */
requestAnimationFrame(() => setTimeout(appSystem, 0));
