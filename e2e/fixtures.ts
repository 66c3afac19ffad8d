import { test as base, expect } from '@playwright/test';
import type { BrowserContext, TestInfo } from '@playwright/test';

export { expect };

/**
 * Where a suite runs (playwright.config.ts projects):
 * - `shipped`: the production `dist/` behind real nginx with deploy/nginx.conf (CSP, Trusted Types,
 *   caching, limits), `/api` proxied to the contract's mocks over HTTP (scripts/serve-shipped.mjs);
 * - `demo`: the demo build (MSW in the browser, the mock panel) under `vite preview`, only for the
 *   demo's own tools.
 */
export type Target = 'shipped' | 'demo';

interface Options {
  target: Target;
  /** Console errors a test causes on purpose (a request it aborts): not counted as problems. */
  expectedConsoleErrors: RegExp | undefined;
}

interface PageProblems {
  /** console.error messages, uncaught errors and policy violations seen so far in this test. */
  pageProblems: string[];
  /** Switches the mock scenario for this test's browser context (see mockScenario). */
  setScenario: (name: string) => Promise<void>;
}

/** A name for this test's own mock data set: parallel tests never share one. */
export function mockSessionOf(testInfo: TestInfo): string {
  return `t-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`.replace(/[^\w.-]/g, '');
}

/**
 * Makes a context part of a test: its own mock data set (cookie `mock-session`, read by
 * mocks/http.ts behind nginx) and the policy oracle (every CSP or Trusted Types violation is
 * logged as a console error, which fails the test). Contexts a test makes itself
 * (browser.newContext) go through this too.
 */
export async function prepareContext(context: BrowserContext, baseURL: string, session: string): Promise<void> {
  await context.addCookies([{ name: 'mock-session', value: session, url: baseURL }]);
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `[policy violation] ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || '?'}:${event.lineNumber}: ${event.sample}`,
      );
    });
  });
}

/**
 * Switches the mock scenario of one context: a cookie the mock backend reads on the shipped build
 * (nothing of it in the bundle); the 「模拟场景」 panel's choice (sessionStorage) on the demo.
 */
export async function mockScenario(context: BrowserContext, baseURL: string, target: Target, name: string): Promise<void> {
  if (target === 'shipped') {
    await context.addCookies([{ name: 'mock-scenario', value: name, url: baseURL }]);
    return;
  }
  for (const page of context.pages()) {
    await page.evaluate((scenario) => sessionStorage.setItem('academic-portal:mock-scenario', scenario), name);
  }
}

/**
 * `test` that fails when the page logs a console error, throws an uncaught error or violates the
 * page's policy (CSP, Trusted Types). MSW's own start-up messages are console.log/info groups, not
 * errors, so only the error level is collected.
 */
export const test = base.extend<PageProblems & Options>({
  target: ['shipped', { option: true }],
  expectedConsoleErrors: [undefined, { option: true }],
  context: async ({ context, baseURL }, provide, testInfo) => {
    await prepareContext(context, baseURL ?? '', mockSessionOf(testInfo));
    await provide(context);
  },
  setScenario: async ({ context, baseURL, target }, provide) => {
    await provide((name) => mockScenario(context, baseURL ?? '', target, name));
  },
  pageProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || expectedConsoleErrors?.test(message.text())) return;
        const { url, lineNumber } = message.location();
        problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => {
        problems.push(`uncaught: ${error.stack ?? error.message}`);
      });
      await use(problems);
      expect(problems, 'console errors, uncaught page errors or policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});
