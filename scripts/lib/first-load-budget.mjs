/**
 * The first-load budget of DESIGN.md ("Checks"), for `npm run budget`: what `/` and
 * `/login` may load before they paint, and before the app has rendered them. Measured by
 * first-load.mjs; pure here so scripts/budget.test.ts can check the rules.
 */
import { INITIAL_BUDGET_BYTES, kb } from './bundle.mjs';

export const FIRST_LOAD_ROUTES = ['/', '/login'];

/**
 * First paint: the prerendered HTML (critical CSS inlined) and anything render-blocking. The
 * goal: <= 150 KB gzip of JS+CSS in <= 12 requests before the first render.
 */
export const FIRST_PAINT_LIMITS = { gzip: 150 * 1024, requests: 12 };

/**
 * The app's first render (the SPA has taken the page over: interactive): the JS+CSS it needs
 * and every request until then (document, chunks, API calls): 200 KB gzip with React
 * and react-dom (docs/adr/0002-renderer.md), in 12 requests.
 */
export const APP_RENDER_LIMITS = { gzip: INITIAL_BUDGET_BYTES, requests: 12 };

/** The breaches of one route's measurement (first-load.mjs measureFirstLoad), as sentences. */
export function firstLoadBreaches(route, load) {
  const breaches = [];
  const paint = load.firstPaint;
  if (!paint.prerendered) {
    breaches.push(
      `${route} is not prerendered: its HTML has no markup in #root, so nothing paints before the scripts (npm run build needs Chromium; see README)`,
    );
  }
  if (paint.gzip > FIRST_PAINT_LIMITS.gzip) {
    breaches.push(`${route} needs ${kb(paint.gzip)} KB gzip before its first paint (> ${kb(FIRST_PAINT_LIMITS.gzip)} KB)`);
  }
  if (paint.requests > FIRST_PAINT_LIMITS.requests) {
    breaches.push(`${route} needs ${paint.requests} requests before its first paint (> ${FIRST_PAINT_LIMITS.requests})`);
  }
  if (load.gzip > APP_RENDER_LIMITS.gzip) {
    breaches.push(`${route} loads ${kb(load.gzip)} KB gzip of JS+CSS before the app has rendered it (> ${kb(APP_RENDER_LIMITS.gzip)} KB)`);
  }
  if (load.requests > APP_RENDER_LIMITS.requests) {
    breaches.push(`${route} makes ${load.requests} requests before the app has rendered it (> ${APP_RENDER_LIMITS.requests})`);
  }
  return breaches;
}

/** Two report lines for one route. */
export function formatFirstLoad(route, load) {
  const paint = load.firstPaint;
  return [
    `first paint of ${route.padEnd(6)}: ${kb(paint.gzip)} KB gzip in ${paint.requests} request(s)${paint.prerendered ? ' (prerendered HTML)' : ' (NOT prerendered)'} (budget ${kb(FIRST_PAINT_LIMITS.gzip)} KB, ${FIRST_PAINT_LIMITS.requests} requests)`,
    `app render of ${route.padEnd(6)}: ${kb(load.gzip)} KB gzip JS+CSS in ${load.files.length} files, ${load.requests} requests in all (budget ${kb(APP_RENDER_LIMITS.gzip)} KB, ${APP_RENDER_LIMITS.requests} requests)`,
  ].join('\n');
}
