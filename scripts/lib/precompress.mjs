/**
 * Precompression of the production build (deploy/nginx.conf: `brotli_static on; gzip_static on;`):
 * beside each text file of dist/ (HTML, JS, CSS, JSON, SVG, text) of at least 1 KB, `file.br`
 * (brotli, quality 11) and `file.gz` (gzip -9). nginx sends `file.br` to a browser that accepts
 * brotli (every current one over HTTPS), `file.gz` to one that accepts only gzip, the file itself
 * otherwise; it compresses nothing per request. The first load's JS is about 14 % smaller in
 * brotli than in gzip -9 (docs/adr/0007-precompressed-brotli.md).
 *
 * Run by the production build after the prerender (vite-build.mjs), so the prerendered pages are
 * compressed as written. scripts/lib/static-server.mjs (bench, budget, e2e) answers the same way.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing: text. Images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|txt)$/;

/** Below this a compressed copy saves less than a packet (nginx's gzip_min_length is the same). */
export const MIN_BYTES = 1024;

/** Both encodings of `content`: brotli at quality 11, gzip at level 9. */
async function compressed(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  return { br, gz };
}

async function textFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await textFiles(full)));
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` of at least MIN_BYTES.
 * @returns {Promise<{ files: number, bytes: number, br: number, gz: number }>} totals of the files compressed
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const files = [];
  for (const file of await textFiles(dir)) if ((await stat(file)).size >= MIN_BYTES) files.push(file);
  // A few at a time: zlib runs in libuv's thread pool (four threads by default).
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const content = await readFile(file);
      const { br, gz } = await compressed(content);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.bytes += content.length;
      totals.br += br.length;
      totals.gz += gz.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}
