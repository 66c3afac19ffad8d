import { test as base, expect } from '@playwright/test';

export { expect };

interface PageProblems {
  /** console.error messages and uncaught errors seen so far in this test. */
  pageProblems: string[];
}

/**
 * `test` that fails when the page logs a console error or throws an uncaught error. MSW's own
 * start-up messages are console.log/info groups ("[MSW] Mocking enabled."), not errors, so only
 * the error level is collected; a request MSW cannot handle is logged as an error and should fail.
 */
export const test = base.extend<PageProblems>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => {
        problems.push(`uncaught: ${error.stack ?? error.message}`);
      });
      await use(problems);
      expect(problems, 'console errors or uncaught page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});
