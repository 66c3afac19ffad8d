import { fileURLToPath, URL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { CHAKRA_SYSTEM_MODULE, lazyGlobalCss } from './scripts/lib/chakra-global.mjs';
import { evaluationOrder, startModuleSource, withStartModule } from './scripts/lib/start-in-steps.mjs';
import { isSchemaChunk } from './scripts/lib/bundle.mjs';

/**
 * After a production build, the public entry routes are rendered in headless Chromium into
 * dist/<route>.html (scripts/prerender.mjs; docs/architecture.md "First paint (prerender)"), so
 * they paint from HTML and CSS before any script. Without Chromium, or with PRERENDER=0, the
 * build stays the bare SPA and says so.
 */
function prerenderPublicRoutes(): Plugin {
  let outDir = '';
  return {
    name: 'portal:prerender',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { prerender } = await import('./scripts/prerender.mjs');
      await prerender(outDir);
    },
    // `vite preview` answers as deploy/nginx.conf does: its SPA fallback is index.html, which is
    // now the home page's markup; every route without a page of its own gets shell.html instead.
    configurePreviewServer(server) {
      return () => {
        server.middlewares.use((req, _res, next) => {
          const path = (req.originalUrl ?? '').split('?')[0];
          if (req.url === '/index.html' && path !== '/' && path !== '/index.html' && existsSync(resolve(outDir, 'shell.html'))) {
            req.url = '/shell.html';
          }
          next();
        });
      };
    },
  };
}

/**
 * Builds make Chakra's global CSS (preflight, global styles, tokens) on first use instead of in
 * `createSystem`: a prerendered build carries it as static CSS and never uses it
 * (scripts/lib/chakra-global.mjs; docs/architecture.md "First paint (prerender)").
 */
function chakraGlobalCssOnDemand(): Plugin {
  return {
    name: 'portal:chakra-global-css-on-demand',
    apply: 'build',
    transform(code, id) {
      return CHAKRA_SYSTEM_MODULE.test(id) ? { code: lazyGlobalCss(code), map: null } : undefined;
    },
  };
}

/**
 * index.html's entry starts through a small module that evaluates the first load's chunks one
 * task at a time instead of all in one (scripts/lib/start-in-steps.mjs; docs/architecture.md
 * "Start-up in steps"). Builds only: dev serves the entry as it is.
 */
function startInSteps(): Plugin {
  return {
    name: 'portal:start-in-steps',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (html?.type !== 'asset' || entry?.type !== 'chunk') return;
        const urls = evaluationOrder(bundle, entry.fileName).map((file) => `/${file}`);
        const ref = this.emitFile({ type: 'asset', name: 'start.js', source: startModuleSource(urls) });
        html.source = withStartModule(String(html.source), `/${entry.fileName}`, `/${this.getFileName(ref)}`);
      },
    },
  };
}

/**
 * Run modes (DESIGN.md "Run modes"):
 * - `vite` (development): MSW in the browser, unless API_PROXY_TARGET is set; then /api is proxied.
 * - `vite build` (production): no mocks; the worker file is not copied (publicDir is `public/`);
 *   the public entry routes are prerendered (prerenderPublicRoutes).
 * - `vite build --mode demo`: the same portal with MSW, served from `dist-demo/`.
 */
/**
 * What a build renders with (docs/architecture.md "Renderer"). Builds (production and demo, and so
 * every e2e test and the bench) use Preact through preact/compat: the same React API in about
 * 11 KB gzip instead of react-dom's 60, which is what brings the first load under issue 13's
 * 150 KB. `npm run dev` and vitest keep React (fast refresh, React's test utilities). PREACT=0
 * builds with React, to compare.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The build's id in telemetry (deploy/README.md "Telemetry"): VITE_BUILD_ID when the pipeline
 * gives one, else the commit it was built from, else the package's version.
 */
function buildId(env: Record<string, string | undefined>): string {
  if (env.VITE_BUILD_ID) return env.VITE_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // No git in the build's environment (a copied tree): the version still tells builds apart roughly.
    const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
    return version;
  }
}

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const proxyTarget = env.API_PROXY_TARGET;
  const useMocks = mode === 'demo' || (command === 'serve' && mode !== 'production' && !proxyTarget);
  const renderer = command === 'build' && env.PREACT !== '0' ? 'preact' : 'react';

  return {
    plugins: [
      // The router plugin must come before react() (TanStack router-plugin guide).
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/app/routes',
        generatedRouteTree: './src/app/routeTree.gen.ts',
        autoCodeSplitting: true,
      }),
      react(),
      chakraGlobalCssOnDemand(),
      startInSteps(),
      // The demo build (MSW in the browser, e2e) stays the bare SPA; dev has nothing to prerender.
      mode === 'production' && prerenderPublicRoutes(),
    ],
    resolve: {
      alias: [
        ...(renderer === 'preact' ? PREACT_ALIASES : []),
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
      ],
    },
    define: {
      'import.meta.env.VITE_USE_MOCKS': JSON.stringify(useMocks ? 'true' : 'false'),
      'import.meta.env.VITE_RENDERER': JSON.stringify(renderer),
      'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId(env) : 'dev'),
    },
    // The MSW worker lives in mocks/public and is only served where mocks run.
    publicDir: useMocks ? 'mocks/public' : 'public',
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      sourcemap: false,
      // Lazy routes do not carry lists of their dependencies' file names in the entry (about 200
      // names for 80 routes); a route chunk's own imports are fetched when it loads instead.
      // index.html keeps its modulepreload links for the first load, and a contract schema module
      // (`<tag>.zod`, loaded beside its request) fetches zod at the same time as itself.
      modulePreload: {
        resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
          context.hostType === 'html' || isSchemaChunk(file) ? deps : [],
      },
      rolldownOptions: {
        // What has no import-time effects, so that importing one name does not drag in the rest:
        // a slice's or segment's index.ts only re-exports, and a `ui` module only exports
        // components. Without this, features/reset-password's index drags its form, fields and
        // their recipes into the first load (about 3 KB gzip on /login, 5 KB on /), and a lazy
        // chunk that imports one constant from a barrel splits the barrel's modules off the entry.
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]src[\\/].+[\\/]index\.ts$/, sideEffects: false },
            { test: /[\\/]src[\\/](shared|entities|features|widgets|pages)[\\/].+[\\/]ui[\\/][^\\/]+\.tsx$/, sideEffects: false },
            // A React build (PREACT=0) leaves entrypoint/preact-setup.ts unused: nothing of Preact stays.
            ...(renderer === 'react' ? [{ test: /node_modules[\\/]preact[\\/]/, sideEffects: false }] : []),
          ],
        },
        output: {
          codeSplitting: {
            groups: [
              // The libraries every page needs before it can paint, as one file: one request and
              // one gzip dictionary instead of a dozen small chunks.
              {
                name: 'framework',
                test: /node_modules[\\/](preact|react|react-dom|scheduler|effector|effector-react|@emotion|stylis|@pandacss|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|preset-base|utils))[\\/]/,
              },
              // zod loads with the first answer the client checks against the contract, never before
              // the first render: one named file, so the budget and the bench can find it.
              { name: 'contract-zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]shared[\\/]api[\\/]zod-jitless\.ts$/ },
              // The form library, loaded with the first page that has a form (never by `/` or
              // `/login`, whose forms stay lean): one file instead of a copy in each form's chunk.
              { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
              // The SPEC §1 loading animation's engine, loaded when a mask first shows: one named
              // on-demand vendor file (the budget's ON_DEMAND_VENDOR), never a route chunk.
              { name: 'lottie', test: /node_modules[\\/](lottie-web|lottie-react)[\\/]/ },
              // What every public entry page renders with, so that `/` and `/login` take over their
              // prerendered markup in about ten requests instead of forty (issue 13): Chakra's small
              // layout and form components, in one chunk instead of a dozen of 0.1-2 KB each ...
              {
                name: 'ui-core',
                test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](stack|container|link|center|heading|card|grid|simple-grid|group|input|field|icon-button|alert)[\\/]/,
              },
              // What every list page draws its list with (the empty, error and loading states, the
              // pager, highlighting, counts, the article entity's list parts and the Chakra pieces
              // only they use): one request instead of fifteen of 0.4-1.7 KB, each a round trip on a
              // slow network (/news: 56 requests to 44, Lighthouse's LCP 3.4 s to 3.25 s). Only the
              // modules named here: their dependencies stay where they were, so no first-load chunk
              // comes to import this one (the budget's "initial" would say so).
              {
                name: 'list-kit',
                test: /[\\/]src[\\/](shared[\\/](ui[\\/](empty-list|error-state|list-skeleton|pagination|highlight)[\\/]|lib[\\/]format[\\/]count\.ts|api[\\/]image-src\.ts)|entities[\\/]article[\\/](ui|lib|config)[\\/])|node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](skeleton|empty-state|image|native-select|visually-hidden)[\\/]/,
                includeDependenciesRecursively: false,
              },
              // ... and the app's own small modules of the first render (errors, config, cookies, the
              // session store, the menu routes, the main nav, the login forms' helpers and SMS code box,
              // the inline notice, ButtonLink and Chakra's IconButton (0.2-0.4 KB each), the search kit
              // every route's validateSearch is built from, the contract's service list the record
              // and statistics routes check `?service=` against). Every module
              // here is loaded by every page: add one only if `/` or `/login` loads it anyway.
              {
                name: 'app-core',
                test: /[\\/]src[\\/](shared[\\/](api[\\/]((errors|mutator|query-state)\.ts|generated[\\/]model[\\/]serviceKind\.ts)|config[\\/]|lib[\\/](cookies|error-message|safe-redirect|form[\\/](countdown|mobile-number))[\\/]|lib[\\/](query-string[\\/]search-params|format[\\/]calendar-day)\.ts|ui[\\/](auth-card|breadcrumbs|button-link|error-boundary|inline-notice|sms-code-input)[\\/])|entities[\\/]session[\\/]model[\\/]session\.ts|app[\\/]router[\\/]menu-routes\.ts|widgets[\\/]header[\\/]ui[\\/]main-nav\.tsx)|node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]button[\\/]icon-button\.js$/,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: proxyTarget ? { '/api': { target: proxyTarget, changeOrigin: true } } : undefined,
    },
    preview: { port: 4173 },
  };
});
