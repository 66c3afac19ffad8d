/**
 * The production build served the way the benchmark and the CSP check need it: `dist/` through
 * scripts/lib/static-server.mjs (gzip, SPA fallback), behind a small front server that
 *  - answers `/api/*` itself, from the mocks' stateful data set (the same MSW handlers the demo
 *    build runs in the browser, executed here in Node through Vite), so pages render real content
 *    without a backend while the bundle itself stays mock-free;
 *  - adds response headers to every page and asset (the CSP and security headers of
 *    deploy/nginx.conf, read from that file so the two cannot drift).
 * Not for production: deploy/nginx.conf is.
 */
import { createServer, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { acceptsCoding, serveStatic } from './static-server.mjs';

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

let mockHandlersPromise = null;

/**
 * The mocks' MSW handlers, loaded once per process through Vite's SSR loader (they are
 * TypeScript with `@/` imports). msw and faker run in this Node process only.
 */
export function loadMockHandlers() {
  mockHandlersPromise ??= (async () => {
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({
      configFile: false,
      root: ROOT,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      resolve: { alias: { '@': `${ROOT}src`, '@mocks': `${ROOT}mocks` } },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const { handlers } = await vite.ssrLoadModule('/mocks/handlers.ts');
    const { getResponse } = await import('msw');
    return { handlers, getResponse, load: (id) => vite.ssrLoadModule(id), close: () => vite.close() };
  })();
  return mockHandlersPromise;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Answers one /api request from the mock handlers (404 envelope when none matches). */
async function answerApi(req, res, origin) {
  const { handlers, getResponse } = await loadMockHandlers();
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const request = new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 404, msg: 'not mocked' }));
    return;
  }
  let payload = Buffer.from(await response.arrayBuffer());
  const out = { 'Cache-Control': 'no-store' };
  response.headers.forEach((value, name) => {
    if (!/^(content-length|content-encoding|transfer-encoding|connection)$/i.test(name)) out[name] = value;
  });
  if (acceptsCoding(req.headers['accept-encoding'], 'gzip') && /json|text/.test(out['content-type'] ?? '')) {
    payload = gzipSync(payload);
    out['Content-Encoding'] = 'gzip';
  }
  out['Content-Length'] = String(payload.length);
  res.writeHead(response.status, out).end(payload);
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
  if (api === 'mocks') await loadMockHandlers();

  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    if (api === 'mocks' && /^\/api(\/|$)/.test(req.url ?? '')) {
      answerApi(req, res, origin).catch((error) => {
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
  if (!mockHandlersPromise) return;
  const loaded = await mockHandlersPromise;
  mockHandlersPromise = null;
  await loaded.close();
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
