/**
 * A small static server for the production build, answering as deploy/nginx.conf does
 * (`try_files $uri $uri.html $uri/ /shell.html`): a prerendered page for its route, else the
 * SPA shell (index.html when the build was not prerendered); optional gzip.
 * Used by the budget's browser measurement and by the benchmark; not for production (deploy/ is).
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Starts serving `dir` on a free port; resolves with `{ url, close }`. */
export async function serveStatic(dir, { gzip = true, port = 0 } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file = normalize(join(root, decodeURIComponent(url.pathname)));
      if (!file.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      const isFile = async (path) => (await stat(path).catch(() => null))?.isFile() ?? false;
      if (!(await isFile(file))) {
        if (url.pathname !== '/' && (await isFile(`${file}.html`))) file = `${file}.html`;
        else if (url.pathname === '/' || url.pathname.endsWith('/')) file = join(file, 'index.html');
        if (!(await isFile(file))) file = join(root, 'shell.html');
        if (!(await isFile(file))) file = join(root, 'index.html');
      }
      let body = await readFile(file);
      const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' };
      if (gzip && /gzip/.test(req.headers['accept-encoding'] ?? '') && /\.(html|js|css|json|svg)$/.test(file)) {
        body = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(200, headers).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((ok) => server.close(ok)),
  };
}
