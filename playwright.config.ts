import { defineConfig } from '@playwright/test';

const ci = !!process.env.CI;
/**
 * E2E_BASE_URL points the suite at a build someone already serves (e.g. an engineer's private
 * `vite preview --outDir /tmp/x --port 4300`); without it Playwright starts the demo preview.
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT || 4173);

/**
 * E2E against the demo build (MSW in the browser, no backend) served by `vite preview`.
 * Browser: Debian's chromium package; Playwright never downloads one here.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: ci ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
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
  projects: [{ name: 'chromium' }],
  webServer: externalBaseUrl
    ? undefined
    : {
        // --mode demo makes vite.config.ts pick outDir dist-demo; --outDir says it once more so the
        // server fails loudly instead of serving another build if that config ever changes.
        command: `npx vite preview --mode demo --port ${port} --strictPort --outDir dist-demo`,
        url: `http://localhost:${port}`,
        reuseExistingServer: !ci,
        timeout: 60_000,
      },
});
