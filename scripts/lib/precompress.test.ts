import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';
import { acceptsCoding, precompressedFor, serveStatic } from './static-server.mjs';

const script = `export const text = ${JSON.stringify('学术服务平台 '.repeat(400))};\n`;
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-A.js'), script);
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>t</title>${'<p>段落</p>'.repeat(300)}`);
  writeFileSync(join(dir, 'assets', 'tiny-B.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 1));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies beside each text file of 1 KB or more, nothing beside the rest', async () => {
    const totals = await precompress(dir);
    expect(totals.files).toBe(2);
    const js = join(dir, 'assets', 'index-A.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny-B.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo.png.br'))).toBe(false);
    expect(totals.br).toBeLessThan(totals.gz);
  });
});

describe('the static server (bench, budget, e2e) answers as nginx with brotli_static and gzip_static', () => {
  const fetchRaw = (url: string, acceptEncoding: string) =>
    new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
      const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('sends the brotli copy to a browser that takes br, the gzip copy to one that takes only gzip, the file to others', async () => {
    const server = await serveStatic(dir, { gzip: false });
    try {
      const url = `${server.url}/assets/index-A.js`;
      const br = await fetchRaw(url, 'gzip, deflate, br, zstd');
      expect(br.encoding).toBe('br');
      expect(br.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).toString()).toBe(script);
      const gz = await fetchRaw(url, 'gzip, deflate');
      expect(gz.encoding).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(script);
      const plain = await fetchRaw(url, 'identity');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    } finally {
      await server.close();
    }
  });

  it('reads the codings of Accept-Encoding, not substrings of them', async () => {
    const js = join(dir, 'assets', 'index-A.js');
    expect(await precompressedFor(js, 'gzip;q=1.0, br;q=0.9')).toEqual({ path: `${js}.br`, encoding: 'br' });
    expect(await precompressedFor(js, 'xbr, gzip')).toEqual({ path: `${js}.gz`, encoding: 'gzip' });
    expect(await precompressedFor(js, 'br;q=0, gzip')).toEqual({ path: `${js}.gz`, encoding: 'gzip' });
    expect(await precompressedFor(join(dir, 'assets', 'tiny-B.js'), 'br, gzip')).toBeUndefined();
    expect(acceptsCoding('gzip, deflate', 'gzip')).toBe(true);
    expect(acceptsCoding('gzip;q=0.0', 'gzip')).toBe(false);
    expect(acceptsCoding(undefined, 'gzip')).toBe(false);
  });
});
