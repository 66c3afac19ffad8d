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
