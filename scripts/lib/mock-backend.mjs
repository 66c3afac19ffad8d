/**
 * The contract's mocks as a real HTTP backend: mocks/http.ts (the handlers and stateful data set
 * the browser worker runs in dev and demo) behind node:http. The TypeScript is loaded through
 * Vite's SSR loader (it imports with `@/`); msw and faker run in this process only, never in a
 * build. Used by scripts/mock-server.mjs (QA: `npm run mock-server`), the shipped harness
 * (scripts/lib/shipped-harness.mjs: nginx in front) and the benchmark's server.
 */
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// From a string, not new URL(): under jsdom (vitest) the global URL is jsdom's.
const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;

let loading = null;

/**
 * Loads the mocks once per process.
 * @returns {Promise<{ http: { answer: (request: Request) => Promise<any> }, load: (id: string) => Promise<Record<string, unknown>>, close: () => Promise<void> }>}
 */
export function loadMocks() {
  loading ??= (async () => {
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
    const { createMockHttp } = await vite.ssrLoadModule('/mocks/http.ts');
    return { http: createMockHttp(), load: (id) => vite.ssrLoadModule(id), close: () => vite.close() };
  })();
  return loading;
}

/** Closes the loader (lets the process exit). */
export async function closeMocks() {
  if (!loading) return;
  const loaded = await loading;
  loading = null;
  await loaded.close();
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Answers one request from the mocks. A scenario's network error (offline) drops the connection,
 * as a backend that is gone would; a request no handler knows gets a 404 envelope.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ gzip?: boolean }} [options] gzip JSON answers when the client takes them (nginx does it itself)
 */
export async function answerMockRequest(req, res, { gzip = false } = {}) {
  const { http } = await loadMocks();
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`), {
    method: req.method,
    headers,
    body,
  });
  const answer = await http.answer(request);
  if (answer.kind === 'network-error') {
    req.socket.destroy();
    return;
  }
  if (answer.kind === 'unhandled') {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 404, msg: '接口不存在' }));
    return;
  }
  const { response } = answer;
  let payload = Buffer.from(await response.arrayBuffer());
  const out = { 'Cache-Control': 'no-store' };
  response.headers.forEach((value, name) => {
    if (!/^(content-length|content-encoding|transfer-encoding|connection|set-cookie)$/i.test(name)) out[name] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length > 0) out['Set-Cookie'] = cookies;
  if (gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /json|text/.test(out['content-type'] ?? '')) {
    payload = gzipSync(payload);
    out['Content-Encoding'] = 'gzip';
  }
  out['Content-Length'] = String(payload.length);
  res.writeHead(response.status, out).end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Starts the mock backend on `host:port` (0: a free port).
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startMockBackend({ port = 0, host = '127.0.0.1' } = {}) {
  await loadMocks();
  const server = createServer((req, res) => {
    answerMockRequest(req, res).catch((error) => {
      console.error(`mock-backend: ${req.method} ${req.url}: ${error?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 500, msg: '模拟后端出错' }));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const actual = server.address().port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((ok) => server.close(ok));
    },
  };
}
