/**
 * The chunks a prerendered page preloads, found in Node from Vite's build manifests
 * (`build.manifest`), with no browser (docs/adr/0003-first-paint.md).
 *
 * A page needs, beyond the shell's own files: the chunks its render imports (its route's
 * `.lazy.tsx`, lazy parts drawn on its first screen) and what each imports statically, and the
 * modules its queries load when they start (the HTTP client, the answers' contract schemas), which
 * happens in the browser's effects, never on the server. The first are read off the server render
 * itself: each route is rendered once more in a worker thread of its own (a module cache of its
 * own) whose module loader records the server bundle's files it loads (Node's `registerHooks`,
 * prerender-worker.mjs); the server manifest names the source of each such dynamic entry, and the
 * client manifest the browser's file of that source and its static imports. The second the render
 * reports (`queryModules`, src/app/server.tsx). Tested by prerender-preloads.test.ts.
 */
import { Worker } from 'node:worker_threads';

/**
 * The client files (as URLs from the site's root) of the manifest entries `keys` and of everything
 * they import statically, depth first, each once. A key that is not in the manifest fails the
 * build: the page would otherwise quietly lose its preloads.
 */
export function manifestChunks(manifest, keys) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`prerender: ${key} is not in the client build's manifest`);
    files.push(`/${entry.file}`);
    (entry.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The sources (manifest keys) of the server bundle's dynamic entries among `loadedFiles` (paths
 * in the server bundle's directory, in the order the render loaded them).
 */
export function loadedSources(serverManifest, loadedFiles) {
  const sourceOf = new Map(
    Object.entries(serverManifest)
      .filter(([, entry]) => entry.isDynamicEntry)
      .map(([key, entry]) => [entry.file, key]),
  );
  return loadedFiles.flatMap((file) => (sourceOf.has(file) ? [sourceOf.get(file)] : []));
}

/**
 * Renders `url` at `viewport` in a worker thread with the server bundle in `serverDir` and tells
 * what the render loaded: `{ loaded, queryModules, pathname }` (prerender-worker.mjs).
 */
export function recordRender(serverDir, url, viewport) {
  const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), { workerData: { serverDir, url, viewport } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`prerender: the render of ${url} ended (exit code ${code}) without an answer`)));
  }).finally(() => worker.terminate());
}

/**
 * The client files the page at `url` needs for its first screen (`viewport`: 'large', or 'small'
 * for a phone twin), in the order found: its render's chunks, then its queries' modules.
 */
export async function pageChunks({ serverDir, serverManifest, clientManifest }, url, viewport) {
  const { loaded, queryModules, pathname } = await recordRender(serverDir, url, viewport);
  if (pathname !== url) throw new Error(`prerender: ${url} ended on ${pathname}`);
  return manifestChunks(clientManifest, [...new Set([...loadedSources(serverManifest, loaded), ...queryModules])]);
}
