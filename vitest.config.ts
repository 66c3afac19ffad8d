import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
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
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The shared setup, then the app's (closes the apps a test rendered: src/app/test/setup.ts).
    setupFiles: ['./src/shared/lib/test/setup.ts', './src/app/test/setup.ts'],
    // .ci/run's second run, on the floor Node, writes a report of its own (VITEST_REPORT).
    reporters: process.env.CI ? ['default', ['json', { outputFile: process.env.VITEST_REPORT ?? 'reports/vitest.json' }]] : ['default'],
    testTimeout: 20_000,
    // Nothing runs twice: a test that passes only on its second try is a bug to fix (docs/testing.md).
    retry: 0,
    // Files share a worker's jsdom window and its loaded packages (isolate: false), two workers:
    // about a quarter of the time of isolated files. setup.ts gives every file fresh app modules,
    // a blank document and empty Zag overlay stacks (whose leak once made a dialog test fail three
    // times in CI); the suite passes with its files shuffled. docs/testing.md.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
  },
});
