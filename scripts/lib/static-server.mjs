/**
 * A small static server for the production build, answering as deploy/nginx.conf does
 * (`try_files $uri $uri.html $uri/ /shell.html`): a prerendered page for its route, else the
 * SPA shell (index.html when the build was not prerendered); a file's precompressed copy
 * (`file.br`, `file.gz`: scripts/lib/precompress.mjs) as nginx's brotli_static and gzip_static
 * send it, else, optionally, gzip made per request (nginx's `gzip on`).
 * Used by the budget's browser measurement and by the benchmark; not for production (deploy/ is).
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from './precompress.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type nginx's mime.types gives a built file. */
export function contentTypeOf(file) {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

export const isFile = async (path) => (await stat(path).catch(() => null))?.isFile() ?? false;

/**
 * The file nginx answers `pathname` with from the build in `root` (deploy/nginx.conf:
 * `try_files $uri $uri.html $uri/ /shell.html`; under /assets/ only `$uri`, so a missing chunk is
 * a 404; index.html stands in for shell.html in a build without prerender). undefined: 404.
 */
export async function staticFileFor(root, pathname) {
  const file = normalize(join(root, decodeURIComponent(pathname)));
  if (!file.startsWith(root)) return undefined;
  if (await isFile(file)) return file;
  if (pathname.startsWith('/assets/')) return undefined;
  if (pathname !== '/' && (await isFile(`${file}.html`))) return `${file}.html`;
  if (await isFile(join(file, 'index.html'))) return join(file, 'index.html');
  if (await isFile(join(root, 'shell.html'))) return join(root, 'shell.html');
  return (await isFile(join(root, 'index.html'))) ? join(root, 'index.html') : undefined;
}

/** Whether an Accept-Encoding header takes `coding`; one with q=0 is refused (RFC 9110 12.5.3). */
export function acceptsCoding(acceptEncoding = '', coding) {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    return name === coding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/**
 * The precompressed copy nginx sends for `file` (deploy/nginx.conf: brotli_static, then
 * gzip_static): `file.br` to a browser that accepts br, else `file.gz` to one that accepts gzip.
 * undefined when there is none the browser accepts.
 */
export async function precompressedFor(file, acceptEncoding = '') {
  if (acceptsCoding(acceptEncoding, 'br') && (await isFile(`${file}.br`))) return { path: `${file}.br`, encoding: 'br' };
  if (acceptsCoding(acceptEncoding, 'gzip') && (await isFile(`${file}.gz`))) return { path: `${file}.gz`, encoding: 'gzip' };
  return undefined;
}

/** Starts serving `dir` on a free port; resolves with `{ url, close }`. */
export async function serveStatic(dir, { gzip = true, port = 0 } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const file = await staticFileFor(root, url.pathname);
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      const acceptEncoding = req.headers['accept-encoding'];
      const headers = { 'Content-Type': contentTypeOf(file), Vary: 'Accept-Encoding' };
      const copy = await precompressedFor(file, acceptEncoding);
      let body = await readFile(copy?.path ?? file);
      if (copy) headers['Content-Encoding'] = copy.encoding;
      else if (gzip && acceptsCoding(acceptEncoding, 'gzip') && COMPRESSIBLE.test(file)) {
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
