#!/usr/bin/env node
/**
 * The prerendered entry routes (docs/adr/0003-first-paint.md), written after `vite build` with
 * Node alone. The bare index.html is kept as `dist/shell.html` (the SPA fallback of every other
 * route, deploy/nginx.conf `try_files $uri $uri.html $uri/ /shell.html`); then
 * `vite build --ssr src/app/server.tsx` makes the server bundle in build-ssr/ (outside dist/: it
 * never ships), and each route whose staticData says `prerender` is rendered by react-dom into
 * `dist/<route>.html`: the shell with the server's markup in `#root`, its phone twin's beside it,
 * its title and card (description, Open Graph), and the modulepreloads of the chunks it needs,
 * read from the build manifests
 * (lib/prerender-preloads.mjs). A page that cannot be rendered fails the build.
 *
 * Usage: node scripts/prerender.mjs [distDir=dist] (after a production `vite build`, which runs
 * it itself: scripts/lib/vite-build.mjs). PRERENDER=0 skips it: the build is then the bare SPA.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { EMPTY_ROOT, SHELL_FILE, composeServerPage, ownPreloads, pagePreloads, renderServerPage } from './lib/prerender-page.mjs';
import { pageChunks } from './lib/prerender-preloads.mjs';

/** Where the server bundle goes, in the project: not dist/ (it is not served). */
const SERVER_OUT_DIR = 'build-ssr';

/** Where Vite writes a build's manifest, in its output directory (`build.manifest: true`). */
const MANIFEST = join('.vite', 'manifest.json');

/** Renders at once: each in a worker of its own (two cores). */
const CONCURRENCY = 2;

/** The file nginx finds for a route (`$uri.html`; `/` is index.html). */
export function fileOf(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

async function inParallel(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Prerenders into `distDir` the routes the server bundle names (`prerenderedRoutes`: staticData
 * `prerender`). Returns the pages written, or null with PRERENDER=0.
 */
export async function prerender(distDir, { mode = 'production', log = console.log } = {}) {
  const dir = resolve(distDir);
  const shellPath = join(dir, SHELL_FILE);
  const indexPath = join(dir, 'index.html');
  const clientManifestPath = join(dir, MANIFEST);
  // The shell is index.html as vite wrote it, or, when index.html is already prerendered (a second
  // run over the same build), the shell that run kept. It is written even when nothing is
  // prerendered: the server's fallback names it.
  const index = readFileSync(indexPath, 'utf8');
  const shell = index.includes(EMPTY_ROOT) || !existsSync(shellPath) ? index : readFileSync(shellPath, 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`${indexPath} is not the SPA shell (no ${EMPTY_ROOT})`);
  writeFileSync(shellPath, shell);
  if (process.env.PRERENDER === '0') {
    rmSync(join(dir, '.vite'), { recursive: true, force: true });
    console.warn('prerender: skipped (PRERENDER=0); the build is the bare SPA');
    return null;
  }
  if (!existsSync(clientManifestPath)) throw new Error(`prerender: no ${clientManifestPath} (vite.config.ts build.manifest)`);
  const clientManifest = JSON.parse(readFileSync(clientManifestPath, 'utf8'));

  // Computed here, not at import: a unit test may import this module where import.meta.url is no file URL.
  const root = fileURLToPath(new URL('..', import.meta.url));
  const serverDir = resolve(root, SERVER_OUT_DIR);
  const { build } = await import('vite');
  const started = Date.now();
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/app/server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, manifest: true },
  });
  log(`prerender: server bundle built in ${Date.now() - started} ms`);
  const serverManifest = JSON.parse(readFileSync(join(serverDir, MANIFEST), 'utf8'));
  // A fresh module instance per build (the URL differs), not one Node cached from an earlier run.
  const server = await import(`${pathToFileURL(join(serverDir, 'server.js')).href}?build=${Date.now()}`);
  const routes = server.prerenderedRoutes();
  if (routes.length === 0) throw new Error('prerender: no route says staticData.prerender');

  const bundles = { serverDir, serverManifest, clientManifest };
  const t = Date.now();
  const renders = routes.flatMap(({ route, phone }) => [
    { url: route, viewport: 'large' },
    ...(phone ? [{ url: phone, viewport: 'small' }] : []),
  ]);
  const chunks = await inParallel(renders, CONCURRENCY, ({ url, viewport }) => pageChunks(bundles, url, viewport));
  const chunksOf = new Map(renders.map(({ url }, i) => [url, chunks[i]]));
  log(`prerender: ${renders.length} renders' chunks found in ${Date.now() - t} ms`);

  const written = [];
  for (const { route, phone } of routes) {
    const file = fileOf(route);
    const rendering = Date.now();
    const page = await renderServerPage(server, { route, phone });
    const preloads = ownPreloads(shell, pagePreloads(chunksOf.get(route), phone ? chunksOf.get(phone) : undefined));
    const html = composeServerPage(shell, { ...page, preloads });
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), html);
    written.push({ route, file, bytes: Buffer.byteLength(html), preloads: preloads.length });
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    log(
      `prerender: ${route.padEnd(11)} -> ${file.padEnd(16)} ${kb(Buffer.byteLength(html))}, ${kb(gzipSync(html, { level: 9 }).length)} gzip, ` +
        `${preloads.length} chunks to preload${phone ? ` (with ${phone}'s below 769 px)` : ''}, in ${Date.now() - rendering} ms`,
    );
  }
  // The manifest was for this script; it is not served.
  rmSync(join(dir, '.vite'), { recursive: true, force: true });
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await prerender(process.argv[2] ?? 'dist');
}
