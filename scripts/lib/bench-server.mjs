/**
 * The production build served the way the benchmark and the CSP check need it: `dist/` through
 * scripts/lib/static-server.mjs (gzip, SPA fallback), behind a small front server that
 *  - answers `/api/*` itself, from the mocks over HTTP (scripts/lib/mock-backend.mjs: the same MSW
 *    handlers the demo build runs in the browser), so pages render real content without a backend
 *    while the bundle itself stays mock-free;
 *  - adds response headers to every page and asset (the CSP and security headers of
 *    deploy/nginx.conf, read from that file so the two cannot drift).
 * Not for production: deploy/nginx.conf is.
 */
import { createServer, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerMockRequest, closeMocks, loadMocks } from './mock-backend.mjs';
import { serveStatic } from './static-server.mjs';

// From a string, not new URL(): under jsdom (vitest) the global URL is jsdom's.
const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;

/**
 * The `add_header` directives of an nginx config's server block that apply to every response
 * (`always`), with nginx variables (`$csp`...) replaced by the values `map`/`set` give them by
 * default. Enough nginx to reuse deploy/nginx.conf's headers; not a general parser.
 * @param {string} conf nginx.conf text
 * @returns {Record<string, string>} header name -> value
 */
export function nginxHeaders(conf) {
  const text = conf.replace(/#[^\n]*/g, '');
  const variables = {};
  // `map $x $name { default "value"; ... }`: the default is what a request without overrides sees.
  for (const m of text.matchAll(/map\s+\S+\s+\$(\w+)\s*\{([^}]*)\}/g)) {
    const fallback = m[2].match(/default\s+(?:"([^"]*)"|'([^']*)'|(\S+?))\s*;/);
    if (fallback) variables[m[1]] = fallback[1] ?? fallback[2] ?? fallback[3];
  }
  for (const m of text.matchAll(/\bset\s+\$(\w+)\s+(?:"([^"]*)"|'([^']*)'|(\S+?))\s*;/g)) {
    variables[m[1]] ??= m[2] ?? m[3] ?? m[4];
  }
  // Values may name other variables (the CSP names $frame_ancestors): expand until nothing changes.
  const expand = (value) => {
    let current = value;
    for (let round = 0; round < 10; round += 1) {
      const next = current.replace(/\$(\w+)|\$\{(\w+)\}/g, (all, a, b) => variables[a ?? b] ?? all);
      if (next === current) break;
      current = next;
    }
    return current;
  };
  const headers = {};
  // The server-level headers: those inside the first `server {` before its first `location`.
  const server = text.slice(text.search(/\bserver\s*\{/));
  const head = server.slice(0, server.search(/\blocation\b/) === -1 ? undefined : server.search(/\blocation\b/));
  for (const m of head.matchAll(/add_header\s+([\w-]+)\s+(?:"([^"]*)"|'([^']*)'|(\S+))(\s+always)?\s*;/g)) {
    headers[m[1]] = expand(m[2] ?? m[3] ?? m[4])
      .replace(/\s+/g, ' ')
      .trim();
  }
  return headers;
}

/** Headers of deploy/nginx.conf (see nginxHeaders). */
export function deployHeaders(confPath = `${ROOT}deploy/nginx.conf`) {
  return nginxHeaders(readFileSync(confPath, 'utf8'));
}

/**
 * The mocks' MSW handlers and a module loader (Vite SSR), loaded once per process
 * (scripts/lib/mock-backend.mjs).
 */
export async function loadMockHandlers() {
  const { load, close } = await loadMocks();
  const { handlers } = await load('/mocks/handlers.ts');
  const { getResponse } = await import('msw');
  return { handlers, getResponse, load, close };
}

/**
 * Serves `distDir` on a free local port. Options: `api` ('mocks' answers /api from the mock data
 * set; 'none' leaves /api to the SPA fallback, as a bare static host would), `headers` (added to
 * every non-API response, e.g. deployHeaders()).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveApp(distDir, { api = 'mocks', headers = {} } = {}) {
  const upstream = await serveStatic(distDir, { gzip: true });
  const target = new URL(upstream.url);
  if (api === 'mocks') await loadMocks();

  const server = createServer((req, res) => {
    if (api === 'mocks' && /^\/api(\/|$)/.test(req.url ?? '')) {
      answerMockRequest(req, res, { gzip: true }).catch((error) => {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 500, msg: String(error) }));
      });
      return;
    }
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...headers });
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(forward);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((ok) => server.close(ok));
      await upstream.close();
    },
  };
}

/** Closes the Vite loader behind the mock API, if it was started (lets the process exit). */
export async function closeMockApi() {
  await closeMocks();
}

/**
 * Logs in through the mock API (SMS login of the demo's individual user) and returns the token,
 * for pages behind the login. Mobile 13800138000 and code 123456 are the mocks' documented account.
 */
export async function mockLogin(baseUrl, { mobile = '13800138000', code = '123456' } = {}) {
  const response = await fetch(`${baseUrl}/api/login/smsLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile, code }),
  });
  const body = await response.json();
  if (!body?.data?.token) throw new Error(`mock login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
