import { defineConfig } from '@playwright/test';
import type { Target } from './e2e/fixtures';

const ci = !!process.env.CI;
/**
 * E2E_BASE_URL points the suite at a build someone already serves (e.g. an engineer's private
 * `vite preview --outDir /tmp/x --port 4300`); without it Playwright starts the demo preview.
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT || 4173);
const shippedPort = Number(process.env.SHIPPED_PORT || 4280);

/**
 * The tests of the demo's own tools (the mock panel, the scenario switch in the page, HAR import,
 * the fake news-app bridge): they need the demo build. Every other suite walks what ships.
 */
const DEMO_ONLY = ['**/har-replay.spec.ts', '**/demo-tools.spec.ts'];

/**
 * Two targets (e2e/fixtures.ts `target`):
 * - `shipped`: the production `dist/` (`npm run build`) behind real nginx with deploy/nginx.conf,
 *   `/api` proxied to the contract's mocks over HTTP (scripts/serve-shipped.mjs);
 * - `demo`: the demo build (`npm run build:demo`, MSW in the browser) under `vite preview`.
 * Browser: Debian's chromium package; Playwright never downloads one here. Nothing is retried: a
 * test that passes only on its second try is a bug.
 */
export default defineConfig<{ target: Target }>({
  testDir: 'e2e',
  workers: 2,
  retries: 0,
  forbidOnly: ci,
  reporter: ci ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        // Root in CI containers cannot use the setuid sandbox.
        '--no-sandbox',
        '--disable-gpu',
        // Keep the browser quiet and offline apart from the app itself.
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'shipped',
      testIgnore: DEMO_ONLY,
      use: { target: 'shipped', baseURL: externalBaseUrl ?? `http://127.0.0.1:${shippedPort}` },
    },
    { name: 'demo', testMatch: DEMO_ONLY, use: { target: 'demo', baseURL: `http://localhost:${port}` } },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: `node scripts/serve-shipped.mjs --port ${shippedPort}`,
          url: `http://127.0.0.1:${shippedPort}/healthz`,
          reuseExistingServer: !ci,
          timeout: 60_000,
          stdout: 'pipe',
        },
        {
          // --mode demo makes vite.config.ts pick outDir dist-demo; --outDir says it once more so the
          // server fails loudly instead of serving another build if that config ever changes.
          command: `npx vite preview --mode demo --port ${port} --strictPort --outDir dist-demo`,
          url: `http://localhost:${port}`,
          reuseExistingServer: !ci,
          timeout: 60_000,
        },
      ],
});
