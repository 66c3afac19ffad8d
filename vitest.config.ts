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
    environment: 'jsdom',
    globals: false,
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/shared/lib/test/setup.ts'],
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    testTimeout: 20_000,
    // In CI a failed test runs again, up to twice: with files sharing a worker, a few dialog and
    // upload tests have failed once in a full run on a busy machine and passed alone and on the
    // next run (docs/testing.md, "Flaky under load"). A test that fails three times fails CI.
    retry: process.env.CI ? 2 : 0,
    // Each file in its own module graph, two at a time. Sharing the worker (isolate: false) ran
    // in a quarter of the time but let package-level state (Zag's layer stack) leak between files:
    // a dialog that Escape could not close failed CI three times in a row. docs/testing.md.
    pool: 'forks',
    maxWorkers: 2,
    isolate: true,
  },
});
