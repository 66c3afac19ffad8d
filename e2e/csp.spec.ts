import type { Page } from '@playwright/test';
import { deployHeaders } from '../scripts/lib/bench-server.mjs';
import { expect, test } from './fixtures';
import { loginByApi } from './helpers';

/**
 * The production build under the Content-Security-Policy of deploy/nginx.conf: every page is
 * served with it and loads with no violation and no console error. Runs on what ships (dist/
 * behind nginx, playwright.config.ts `shipped`); E2E_BASE_URL points the suite at another server.
 */

const externalBaseUrl = process.env.E2E_BASE_URL;
const headers = deployHeaders();
const CSP = headers['Content-Security-Policy'] ?? '';

// /forgotPwd builds its form's rules from a contract schema module as the page loads (zod-jitless.ts).
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/agentLogin',
  '/forgotPwd',
  '/experts',
  '/news',
  '/academic',
  '/periodical',
  '/search',
  '/check',
  '/404',
  // Rich text: the one inner-HTML sink, a TrustedHTML under require-trusted-types-for 'script'.
  '/academicDetail/1',
  '/empowerDetails?id=1',
];
const LOGGED_IN_PAGES = ['/userIndex', '/buyResource'];

let baseUrl = '';

test.beforeEach(({ baseURL }) => {
  baseUrl = baseURL ?? '';
});

/** Records every securitypolicyviolation of the page (installed before its scripts run). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

async function openUnderCsp(page: Page, path: string) {
  const response = await page.goto(baseUrl + path);
  expect(response?.headers()['content-security-policy'], `${path} is served with the CSP`).toBe(CSP);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Let late chunks, API answers and runtime style injection happen under the policy too.
  await page.waitForLoadState('networkidle');
  expect(await violations(page), `CSP violations on ${path}`).toEqual([]);
}

test('the policy has no inline script and no eval, and the build needs none', async () => {
  expect(CSP).toMatch(/(^|;\s*)script-src 'self'(;|$)/);
  expect(CSP).not.toMatch(/unsafe-eval/);
  if (!externalBaseUrl) {
    const html = await (await fetch(`${baseUrl}/`)).text();
    // Only external module scripts: a <script> with a body would be refused by script-src 'self'.
    expect(html.match(/<script\b[^>]*>[^<]+<\/script>/g) ?? []).toEqual([]);
  }
});

test('script sinks take Trusted Types only, and rich text still shows through DOMPurify’s policy', async ({ page }) => {
  expect(CSP).toMatch(/(^|;\s*)require-trusted-types-for 'script'(;|$)/);
  expect(CSP).toMatch(/(^|;\s*)trusted-types dompurify(;|$)/);
  await watchViolations(page);
  await openUnderCsp(page, '/academicDetail/1');
  // The article's body came through the sink (a string there would be a violation, and blocked).
  await expect(page.locator('.rich-text p').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('public pages load with no CSP violation and no console error', async ({ page }) => {
  test.setTimeout(120_000);
  await watchViolations(page);
  for (const path of PUBLIC_PAGES) await test.step(path, () => openUnderCsp(page, path));
});

test('logged-in pages load with no CSP violation and no console error', async ({ page }) => {
  await watchViolations(page);
  await loginByApi(page.context(), baseUrl);
  for (const path of LOGGED_IN_PAGES) await test.step(path, () => openUnderCsp(page, path));
});

test('the phone pages load with no CSP violation; their root font scales and is restored on leaving', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await watchViolations(page);
  await openUnderCsp(page, '/mobile/experts');
  const rootFont = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  // 390 px wide: 16 px x 390 / 375 (SPEC §9).
  await expect.poll(rootFont).toBe('16.64px');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(`${baseUrl}/`);
  await expect.poll(rootFont).toBe('16px');
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
