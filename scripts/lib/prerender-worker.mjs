/**
 * One render of a route by the server bundle, in a worker thread (prerender-preloads.mjs
 * `recordRender`): a module cache of its own, whose loader records every file of the bundle it
 * loads (Node's `registerHooks`), so that what the render needed is known even for modules an
 * earlier render had loaded. Answers `{ loaded, queryModules, pathname }` to the parent.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { serverDir, url, viewport } = workerData;
const base = pathToFileURL(`${serverDir}/`).href;
const loaded = [];
registerHooks({
  load(moduleUrl, context, nextLoad) {
    if (moduleUrl.startsWith(base)) loaded.push(moduleUrl.slice(base.length));
    return nextLoad(moduleUrl, context);
  },
});

const server = await import(`${base}server.js`);
const { queryModules, pathname } = await server.renderRoute(url, { viewport });
parentPort.postMessage({ loaded, queryModules, pathname });
