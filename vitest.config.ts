import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The files that render with react-dom's server renderer as well as in jsdom. The server renderer
 * marks every context it renders as its own and never gives it back (React's development check
 * for two renderers in one context), so in a worker it shares with other files, every later
 * client render of those contexts (Chakra's, emotion's, the router's, kept loaded by
 * `isolate: false`) logged "Detected multiple renderers…": some 31,000 times in one run of the
 * suite. Each of these files runs in a process of its own instead.
 */
const SERVER_RENDERING = [
  'src/app/server.test.tsx',
  'src/app/hydration.test.tsx',
  'src/shared/ui/hydration/use-hydrating.test.tsx',
  'src/shared/ui/list-view/use-shown-query.test.tsx',
  'src/widgets/header/ui/account-entry.test.tsx',
];

/** What every file runs with; the two projects differ only in which files and in isolation. */
const shared: TestProjectInlineConfiguration = {
  extends: false,
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    // jsdom with Node's Blob, File and FormData (src/shared/lib/test/jsdom-environment.ts).
    environment: './src/shared/lib/test/jsdom-environment.ts',
    globals: false,
    // The shared setup, then the app's (closes the apps a test rendered: src/app/test/setup.ts).
    setupFiles: ['./src/shared/lib/test/setup.ts', './src/app/test/setup.ts'],
    testTimeout: 20_000,
    // Nothing runs twice: a test that passes only on its second try is a bug to fix (docs/testing.md).
    retry: 0,
    pool: 'forks',
    // Per project: set at the root only, the jsdom project ran on one worker (docs/testing.md).
    maxWorkers: 2,
  },
};

export default defineConfig({
  test: {
    // .ci/run's second run, on the floor Node, writes a report of its own (VITEST_REPORT).
    reporters: process.env.CI ? ['default', ['json', { outputFile: process.env.VITEST_REPORT ?? 'reports/vitest.json' }]] : ['default'],
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: SERVER_RENDERING,
          // Files share a worker's jsdom window and its loaded packages (isolate: false), two
          // workers: about a quarter of the time of isolated files. setup.ts gives every file fresh
          // app modules, a blank document and empty Zag overlay stacks (whose leak once made a
          // dialog test fail three times in CI); the suite passes with its files shuffled.
          // docs/testing.md.
          isolate: false,
        },
      },
      {
        ...shared,
        test: { ...shared.test, name: 'server-render', include: SERVER_RENDERING, isolate: true },
      },
    ],
  },
});
