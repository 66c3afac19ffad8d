/**
 * What a route really loads before its first render, measured in Debian Chromium: every JS and
 * CSS response received until the page's main heading is visible, sized as gzip (level 9) from
 * the files in dist/. This counts the route's own lazy chunks, which a static import walk misses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** `{ files: [{ path, gzip }], gzip }` for the JS+CSS loaded before `h1` shows on `route`. */
export async function measureFirstLoad(browser, baseUrl, distDir, route) {
  const page = await browser.newPage();
  const seen = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) seen.add(url.pathname);
  });
  await page.goto(baseUrl + route);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  const files = [...seen].map((path) => ({ path, gzip: gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length }));
  await page.close();
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
