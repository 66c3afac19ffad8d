import { defineConfig } from '@playwright/test';
import demoSuite from './playwright.config';

const ci = !!process.env.CI;
const port = Number(process.env.PRISM_BACKEND_PORT || 4380);
/** PRISM_DIST serves another build (e.g. an engineer's private `vite build --outDir /tmp/x`). */
const dist = process.env.PRISM_DIST || 'dist';

/**
 * The production build against Stoplight Prism: `npm run build`, then `npm run test:prism`.
 * scripts/prism-backend.mjs serves dist/ as nginx does and answers /api with Prism's random,
 * contract-valid data (session calls from fixtures); e2e/prism/walk.prism.ts walks every page.
 * Its own file suffix (.prism.ts), so the demo suite (playwright.config.ts, testDir e2e) never
 * picks the walk up.
 */
export default defineConfig({
  testDir: 'e2e/prism',
  testMatch: '*.prism.ts',
  workers: 2,
  // Prism is seeded (PRISM_SEED, default `portal`): the same answers on every run, so a failure is
  // a finding, not luck; nothing is retried.
  retries: 0,
  forbidOnly: ci,
  reporter: ci ? [['list'], ['json', { outputFile: 'reports/playwright-prism.json' }]] : [['list']],
  // Playwright empties its output folder at start: its own, so the demo suite's traces of a failed
  // or retried test (test-results/) are still there after CI's last step.
  outputDir: 'test-results/prism',
  // The demo suite's browser: Debian's Chromium with the same flags, the same locale and traces.
  use: { ...demoSuite.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'prism' }],
  webServer: {
    command: `node scripts/prism-backend.mjs --port ${port} --dist ${dist}`,
    // Answers 200 only once Prism listens as well.
    url: `http://127.0.0.1:${port}/__prism/health`,
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
