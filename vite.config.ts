import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { isSchemaChunk } from './scripts/lib/bundle.mjs';
import { SYSTEM_CHUNK, buildId, prerenderPublicRoutes, systemBeforeEntry } from './scripts/lib/vite-build.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const inNodeModules = (...packages: string[]) => new RegExp(`node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

/**
 * Run modes (DESIGN.md "Run modes"):
 * - `vite` (development): MSW in the browser, unless API_PROXY_TARGET is set; then /api is proxied.
 * - `vite build` (production): no mocks; the worker file is not copied (publicDir is `public/`);
 *   the public entry routes are prerendered, `/` and `/login` by react-dom (docs/adr/0003-first-paint.md).
 * - `vite build --mode demo`: the same portal with MSW, from `dist-demo/`. React in every mode (ADR 0002).
 */
export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const proxyTarget = env.API_PROXY_TARGET;
  const useMocks = mode === 'demo' || (command === 'serve' && mode !== 'production' && !proxyTarget);

  return {
    plugins: [
      // The router plugin must come before react() (TanStack router-plugin guide).
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/app/routes',
        generatedRouteTree: './src/app/routeTree.gen.ts',
        // Each route's component is in its `<route>.lazy.tsx` (TanStack Router's lazy route API): a
        // chunk that cannot be fetched fails the route's load, which the route's error view shows
        // with a retry, and the next load imports it again. The pages most visits start on (the
        // portal layout, home, login) and the phone bar have none: they come with the entry
        // (docs/adr/0004-chunking.md).
        autoCodeSplitting: false,
      }),
      react(),
      // The demo build (MSW in the browser, e2e) stays the bare SPA; dev has nothing to prerender.
      mode === 'production' && prerenderPublicRoutes(),
      // Chakra's system is made while the rest of the first load downloads (ADR 0008).
      systemBeforeEntry(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    define: {
      'import.meta.env.VITE_USE_MOCKS': JSON.stringify(useMocks ? 'true' : 'false'),
      'import.meta.env.VITE_BUILD_ID': JSON.stringify(command === 'build' ? buildId(env, root) : 'dev'),
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
    // The MSW worker lives in mocks/public and is only served where mocks run.
    publicDir: useMocks ? 'mocks/public' : 'public',
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      // Which files each prerendered page preloads is read from it (scripts/prerender.mjs), which
      // then removes it from dist/.
      manifest: mode === 'production',
      // A lazy route's chunk fetches its own imports when it loads, instead of the entry carrying
      // lists of their names for every route; a contract schema chunk (`<tag>.zod`) fetches zod
      // beside itself. index.html keeps its modulepreload links for the first load.
      modulePreload: {
        resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
          context.hostType === 'html' || isSchemaChunk(file) ? deps : [],
      },
      rolldownOptions: {
        // Barrels (a slice's index.ts) only re-export and `ui` modules only export components:
        // importing one name must not drag the rest of a slice into the first load.
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]src[\\/].+[\\/]index\.ts$/, sideEffects: false },
            { test: /[\\/]src[\\/](shared|entities|features|widgets|pages)[\\/].+[\\/]ui[\\/][^\\/]+\.tsx$/, sideEffects: false },
          ],
        },
        // Chunks by package (ADR 0004); otherwise the bundler's default (one chunk per route).
        output: {
          // V8's compile hint: the first load's code compiles off the main thread as it streams (ADR 0008).
          postBanner: (chunk) =>
            chunk.isEntry || chunk.name === 'framework' || chunk.name === SYSTEM_CHUNK ? '//# allFunctionsCalledOnLoad' : '',
          codeSplitting: {
            groups: [
              // Chakra's system: the theme, the module that makes the system early and what of
              // Chakra they import (none of React), in a file that runs before the entry's
              // (scripts/lib/vite-build.mjs `systemBeforeEntry`).
              { name: SYSTEM_CHUNK, test: /[\\/]src[\\/]app[\\/]styles[\\/](theme|make-system-early)\.ts$/ },
              // What every page renders with, in one cacheable file.
              {
                name: 'framework',
                test: inNodeModules('react', 'react-dom', 'scheduler', '@tanstack', '@emotion', 'stylis', 'effector', 'effector-react'),
              },
              // Everything else the entry imports statically (rolldown's `$initial` tag): one file
              // instead of a dozen small chunks it shares with later routes.
              { name: 'start', tags: ['$initial'] },
              // Named so the budget and the bench find them; each loads only when first needed.
              { name: 'contract-zod', test: inNodeModules('zod') },
              { name: 'forms', test: inNodeModules('react-hook-form') },
              { name: 'lottie', test: inNodeModules('lottie-web', 'lottie-react') },
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
