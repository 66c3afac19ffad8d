/**
 * The build helpers vite.config.ts uses: the build's id in telemetry, and the prerender of the
 * public entry routes after `vite build` (scripts/prerender.mjs; docs/adr/0003-first-paint.md).
 * Tested by vite-build.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The build's id in telemetry (deploy/README.md "Telemetry"): VITE_BUILD_ID when the pipeline
 * gives one, else the commit `root` was built from, else the package's version.
 */
export function buildId(env, root) {
  if (env.VITE_BUILD_ID) return env.VITE_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // No git in the build's environment (a copied tree): the version still tells builds apart roughly.
    return JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version;
  }
}

/**
 * What `vite preview` serves for a request, as deploy/nginx.conf does: Vite's SPA fallback is
 * index.html, which is the home page's markup once prerendered; every other route without a page
 * of its own gets shell.html (the bare SPA) instead.
 */
export function previewFallback(url, originalUrl, outDir) {
  const path = (originalUrl ?? '').split('?')[0];
  if (url === '/index.html' && path !== '/' && path !== '/index.html' && existsSync(resolve(outDir, 'shell.html'))) return '/shell.html';
  return url;
}

/**
 * After a production build, the public entry routes are prerendered into dist/<route>.html, so
 * they paint from HTML and CSS before any script (scripts/prerender.mjs, Node alone). A page that
 * cannot be rendered fails the build; with PRERENDER=0 the build stays the bare SPA and says so.
 * @returns {import('vite').Plugin}
 */
export function prerenderPublicRoutes() {
  let outDir = '';
  return {
    name: 'portal:prerender',
    // Not in the server bundle's own build (scripts/prerender.mjs), which this build starts.
    apply: (_config, env) => (env.command === 'build' && !env.isSsrBuild) || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Each route is rendered by react-dom in Node, its preloads read from the build manifests
      // (docs/adr/0003-first-paint.md).
      const { prerender } = await import('../prerender.mjs');
      await prerender(outDir);
      // Last, so that the pages are compressed as written (deploy/nginx.conf brotli_static).
      const { precompress } = await import('./precompress.mjs');
      const { files, br, gz } = await precompress(outDir);
      console.log(`precompress: ${files} files, ${(br / 1024).toFixed(0)} KB brotli, ${(gz / 1024).toFixed(0)} KB gzip -9`);
    },
    configurePreviewServer(server) {
      return () => {
        server.middlewares.use((req, _res, next) => {
          req.url = previewFallback(req.url, req.originalUrl, outDir);
          next();
        });
      };
    },
  };
}

/** The chunk that holds Chakra's system and nothing it needs besides (vite.config.ts `codeSplitting`). */
export const SYSTEM_CHUNK = 'system';

/**
 * index.html with a module script of `first`'s own just before the entry's: the browser runs
 * `first` as soon as it has arrived, without waiting for the entry's other chunks (module scripts
 * run in document order, each once its own imports are in). Throws when the entry's script is
 * not where Vite writes it.
 */
export function runBeforeEntry(html, entryFile, first) {
  const entry = `<script type="module" crossorigin src="/${entryFile}"></script>`;
  if (!html.includes(entry)) throw new Error(`runBeforeEntry: index.html has no ${entry}`);
  return html.replace(entry, `<script type="module" crossorigin src="/${first}"></script>\n    ${entry}`);
}

/**
 * Chakra's system is made from the theme while the rest of the first load is still downloading
 * (docs/adr/0008-first-load-tasks.md): its chunk (`src/app/styles/theme.ts` and the parts of
 * Chakra it uses, none of React) gets a module script of its own before the entry's, and
 * `src/app/styles/make-system-early.ts`, in it, makes the system after the next frame. A system
 * chunk that imports another chunk (an upgrade that ties the theme to React) could not run
 * early: the build fails and says so.
 * @returns {import('vite').Plugin}
 */
export function systemBeforeEntry() {
  return {
    name: 'portal:system-before-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const system = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === SYSTEM_CHUNK);
        if (!system || !ctx.chunk) throw new Error(`systemBeforeEntry: no "${SYSTEM_CHUNK}" chunk or entry`);
        if (system.imports.length > 0) {
          throw new Error(
            `systemBeforeEntry: the ${SYSTEM_CHUNK} chunk imports ${system.imports.join(', ')}; it must stand alone to run early`,
          );
        }
        return runBeforeEntry(html, ctx.chunk.fileName, system.fileName);
      },
    },
  };
}
