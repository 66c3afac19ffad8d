#!/usr/bin/env node
/*
 * Two fake API servers ("a" and "b") and a control endpoint for scripts/nginx-check.sh, all on
 * 127.0.0.1 and ephemeral ports. Usage: node fake-upstream.mjs <ports.json>; the ports
 * ({a, b, control, spare}; `spare` is a free port for nginx) are written to that file once all
 * three servers listen. Every request to a or b is recorded (server, method, path, the headers
 * that carry an address or a credential, Host, the peer address, the body).
 *
 * Answers, by path:
 *   /api/test/status/NNN  HTTP NNN from both servers
 *   /api/test/flaky       502 from a, 200 from b
 *   /api/test/hang        no answer at all (nginx's read timeout ends it)
 *   anything else         200 {"code":200,"msg":"操作成功","data":null}
 * Control (GET): /requests (JSON list), /reset (clears it), /count?method=&path=&server= (how
 * many recorded requests match; each filter optional), /last?path=&get= (of the last request to
 * path: `method`, `peer`, `body`, `bytes` or `header.<name>`, "(absent)" for a header it did not get).
 *
 * Exits on SIGTERM/SIGINT, and by itself after MAX_LIFETIME_MS in case nobody stops it.
 */
import { writeFileSync, renameSync } from 'node:fs';
import { createServer } from 'node:http';

const MAX_LIFETIME_MS = 120_000;
const HOST = '127.0.0.1';
const RECORDED_HEADERS = [
  'host',
  'cookie',
  'authorization',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'proxy-client-ip',
  'wl-proxy-client-ip',
  'x-client-ip',
  'true-client-ip',
];

const portsFile = process.argv[2];
if (!portsFile) {
  console.error('usage: fake-upstream.mjs <ports.json>');
  process.exit(2);
}

/** @type {object[]} */
let requests = [];

function envelope(code, msg) {
  return JSON.stringify({ code, msg, data: null });
}

function api(name) {
  return (req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://upstream').pathname;
      const headers = Object.fromEntries(RECORDED_HEADERS.filter((h) => h in req.headers).map((h) => [h, req.headers[h]]));
      requests.push({
        server: name,
        method: req.method,
        path,
        url: req.url,
        headers,
        peer: req.socket.remoteAddress,
        bytes: body.length,
        // An upload of megabytes is only counted, not kept.
        body: body.length <= 65_536 ? body.toString('utf8') : `(${body.length} bytes)`,
      });

      if (path === '/api/test/hang') return; // never answered
      let status = 200;
      const forced = /^\/api\/test\/status\/(\d{3})$/.exec(path);
      if (forced) status = Number(forced[1]);
      else if (path === '/api/test/flaky' && name === 'a') status = 502;
      res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
      res.end(status === 200 ? envelope(200, '操作成功') : envelope(status, `upstream ${name} ${status}`));
    });
  };
}

function control(req, res) {
  const url = new URL(req.url ?? '/', 'http://control');
  const query = (name) => url.searchParams.get(name);
  if (url.pathname === '/requests') return res.end(JSON.stringify(requests));
  if (url.pathname === '/reset') {
    requests = [];
    return res.end('[]');
  }
  if (url.pathname === '/count') {
    const matching = requests.filter(
      (r) =>
        (!query('method') || r.method === query('method')) &&
        (!query('path') || r.path === query('path')) &&
        (!query('server') || r.server === query('server')),
    );
    return res.end(String(matching.length));
  }
  if (url.pathname === '/last') {
    const last = requests.filter((r) => r.path === query('path')).at(-1);
    const get = query('get') ?? '';
    if (!last) return res.end('(no request)');
    if (get.startsWith('header.')) return res.end(last.headers[get.slice('header.'.length)] ?? '(absent)');
    return res.end(String(last[get] ?? ''));
  }
  res.statusCode = 404;
  res.end('{}');
}

function listen(handler) {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.keepAliveTimeout = 30_000; // longer than nginx's upstream keepalive_timeout, as a real API server
    server.once('error', reject);
    server.listen(0, HOST, () => resolve(server));
  });
}

const servers = await Promise.all([listen(api('a')), listen(api('b')), listen(control), listen(() => undefined)]);
const [a, b, ctl, spare] = servers.map((server) => server.address().port);
// The spare port is only reserved to hand it to nginx: free it again before reporting.
await new Promise((resolve) => servers[3].close(resolve));
servers.pop();

writeFileSync(`${portsFile}.tmp`, JSON.stringify({ a, b, control: ctl, spare }));
renameSync(`${portsFile}.tmp`, portsFile);

function stop() {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setTimeout(stop, MAX_LIFETIME_MS);
