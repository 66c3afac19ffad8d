#!/usr/bin/env node
/**
 * `npm run budget`: the bundle budget of DESIGN.md ("Checks") over the production build.
 * - JS+CSS that `/` loads before its first render (index.html's entry, modulepreloads and
 *   stylesheets, closed over static imports) <= 200 KB gzip;
 * - every other JS chunk, except the on-demand vendors (lottie, charts, cropper), is treated as a
 *   route chunk and must be <= 30 KB gzip;
 * - no msw worker, no msw or faker code in dist/.
 * - and, measured in Chromium, what `/` and `/login` really load before their first paint (they are
 *   prerendered: the HTML and what blocks rendering, <= 150 KB gzip in <= 12 requests) and before
 *   the app has rendered them (JS+CSS bytes and requests; limits in lib/first-load-budget.mjs).
 * Usage: node scripts/budget.mjs [distDir=dist] [--static-only]. Exit 1 on any breach.
 */
import { resolve } from 'node:path';
import { INITIAL_BUDGET_BYTES, analyzeDist, kb } from './lib/bundle.mjs';
import { FIRST_LOAD_ROUTES, firstLoadBreaches, formatFirstLoad } from './lib/first-load-budget.mjs';

const distDir = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist');
const { rows, initial, breaches } = analyzeDist(distDir);

const order = { initial: 0, route: 1, vendor: 2, 'lazy-css': 3 };
const sorted = [...rows].sort((a, b) => order[a.kind] - order[b.kind] || b.gzip - a.gzip);
const width = Math.max(4, ...sorted.map((r) => r.file.length));
const line = (file, kind, raw, gzip) => `${file.padEnd(width)}  ${kind.padEnd(8)}  ${raw.padStart(9)}  ${gzip.padStart(9)}`;

if (rows.length > 0) {
  console.log(line('file', 'kind', 'raw KB', 'gzip KB'));
  for (const r of sorted) console.log(line(r.file, r.kind, kb(r.raw), kb(r.gzip)));
  const sum = (kind, key) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r[key], 0);
  console.log('');
  console.log(`initial JS+CSS for / : ${kb(initial.raw)} KB raw, ${kb(initial.gzip)} KB gzip (budget ${kb(INITIAL_BUDGET_BYTES)} KB gzip)`);
  console.log(`lazy route chunks    : ${kb(sum('route', 'raw'))} KB raw, ${kb(sum('route', 'gzip'))} KB gzip (each <= 30 KB gzip)`);
  console.log(`on-demand vendors    : ${kb(sum('vendor', 'raw'))} KB raw, ${kb(sum('vendor', 'gzip'))} KB gzip`);
}

// The static walk above misses the route's own lazy chunks; the browser does not.
if (!process.argv.includes('--static-only')) {
  const { serveStatic } = await import('./lib/static-server.mjs');
  const { launchChromium, measureFirstLoad } = await import('./lib/first-load.mjs');
  const server = await serveStatic(distDir);
  const browser = await launchChromium();
  try {
    console.log('');
    for (const route of FIRST_LOAD_ROUTES) {
      const load = await measureFirstLoad(browser, server.url, distDir, route);
      console.log(formatFirstLoad(route, load));
      breaches.push(...firstLoadBreaches(route, load));
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (breaches.length > 0) {
  console.error('');
  console.error(`Bundle budget FAILED (${breaches.length}):`);
  for (const b of breaches) console.error(`  - ${b}`);
  process.exit(1);
}
console.log('Bundle budget OK');
