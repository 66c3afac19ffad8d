import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeDist, forbiddenContent, gzipSize, initialAssets, parseIndexHtml, resolveDistPath, staticImports } from './lib/bundle.mjs';
import { APP_RENDER_LIMITS, FIRST_PAINT_LIMITS, firstLoadBreaches, formatFirstLoad } from './lib/first-load-budget.mjs';
import type { FirstLoad } from './lib/first-load-budget.mjs';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Dx9.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Qq1.css">
    <link rel="icon" href="/favicon.svg">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('parseIndexHtml', () => {
  it('finds the entry script, modulepreloads and stylesheets, not icons', () => {
    expect(parseIndexHtml(INDEX_HTML)).toEqual({
      scripts: ['/assets/index-AbC123.js'],
      modulepreloads: ['/assets/react-Dx9.js'],
      stylesheets: ['/assets/index-Qq1.css'],
    });
  });

  it('ignores inline scripts and accepts unquoted or single-quoted attributes', () => {
    const html = `<script>window.x=1</script><script type=module src=/a.js></script><link href='/b.css' rel='stylesheet'>`;
    expect(parseIndexHtml(html)).toEqual({ scripts: ['/a.js'], modulepreloads: [], stylesheets: ['/b.css'] });
  });
});

describe('staticImports', () => {
  it('reads minified and formatted static imports and re-exports', () => {
    const code = [
      'import{a as b,c}from"./react-Dx9.js";',
      'import"./side-1.js";',
      'import*as d from"./ns-2.js";',
      "import e, { f } from './mixed-3.js';",
      'export{g}from"./re-4.js";',
      'export * from "./star-5.js";',
    ].join('\n');
    expect(staticImports(code)).toEqual(['./react-Dx9.js', './side-1.js', './ns-2.js', './mixed-3.js', './re-4.js', './star-5.js']);
  });

  it('ignores dynamic import(), import.meta and identifiers that end in import', () => {
    const code = [
      'const p=()=>import("./login-9.js");',
      'const q=import ("./lazy-8.js");',
      'const u=new URL("./w.js",import.meta.url);',
      'x.import("./no-7.js");myimport"./no-6.js";',
      'export{h as i};export default"./not-an-import.js";',
    ].join('\n');
    expect(staticImports(code)).toEqual([]);
  });
});

describe('resolveDistPath', () => {
  it('resolves root-absolute, relative and page-relative URLs; rejects other origins', () => {
    expect(resolveDistPath('/assets/a.js?v=1', 'index.html')).toBe('assets/a.js');
    expect(resolveDistPath('assets/a.js', 'index.html')).toBe('assets/a.js');
    expect(resolveDistPath('./b.js', 'assets/a.js')).toBe('assets/b.js');
    expect(resolveDistPath('../c.js', 'assets/a.js')).toBe('c.js');
    expect(resolveDistPath('../../escape.js', 'assets/a.js')).toBeNull();
    expect(resolveDistPath('react', 'assets/a.js')).toBeNull();
    expect(resolveDistPath('https://cdn.example.com/x.js', 'index.html')).toBeNull();
    expect(resolveDistPath('//cdn.example.com/x.js', 'index.html')).toBeNull();
  });
});

describe('on a synthetic dist', () => {
  let dist = '';
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  };
  /** Incompressible JS of about `bytes` gzip bytes (random base64 in a string literal). */
  const heavy = (bytes: number) => `export const blob="${randomBytes(bytes).toString('base64')}";\n`;

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'budget-'));
    write('index.html', INDEX_HTML);
    write('assets/index-AbC123.js', 'import{r}from"./react-Dx9.js";import"./shared-S1.js";const L=()=>import("./login-L1.js");r(L);\n');
    write('assets/react-Dx9.js', 'import{s}from"./shared-S1.js";export const r=s;\n');
    write('assets/shared-S1.js', 'export const s=(x)=>x;\n');
    write('assets/index-Qq1.css', 'body{margin:0}\n');
    write('assets/login-L1.js', 'import{s}from"./shared-S1.js";export default s;\n');
    write('assets/lottie-Z1.js', heavy(40 * 1024));
    write('assets/login-L1.css', '.login{color:red}\n');
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('closes the initial set over static imports only', () => {
    expect(initialAssets(dist)).toEqual({
      files: ['assets/index-AbC123.js', 'assets/index-Qq1.css', 'assets/react-Dx9.js', 'assets/shared-S1.js'],
      missing: [],
    });
  });

  it('sums gzip sizes of the initial set and classifies the rest', () => {
    const result = analyzeDist(dist);
    const kinds = Object.fromEntries(result.rows.map((r) => [r.file, r.kind]));
    expect(kinds).toEqual({
      'assets/index-AbC123.js': 'initial',
      'assets/index-Qq1.css': 'initial',
      'assets/react-Dx9.js': 'initial',
      'assets/shared-S1.js': 'initial',
      'assets/login-L1.js': 'route',
      'assets/login-L1.css': 'lazy-css',
      // Over 30 KB but an on-demand vendor: allowed.
      'assets/lottie-Z1.js': 'vendor',
    });
    const initialRows = result.rows.filter((r) => r.kind === 'initial');
    expect(result.initial.gzip).toBe(initialRows.reduce((s, r) => s + r.gzip, 0));
    expect(result.initial.gzip).toBe(
      gzipSize('import{r}from"./react-Dx9.js";import"./shared-S1.js";const L=()=>import("./login-L1.js");r(L);\n') +
        gzipSize('import{s}from"./shared-S1.js";export const r=s;\n') +
        gzipSize('export const s=(x)=>x;\n') +
        gzipSize('body{margin:0}\n'),
    );
    expect(result.breaches).toEqual([]);
  });

  it('flags an initial set over budget', () => {
    write('assets/shared-S1.js', `export const s=(x)=>x;\n${heavy(8 * 1024)}`);
    const { breaches } = analyzeDist(dist, { initialBudget: 4 * 1024 });
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatch(/^initial JS\+CSS for \/ is \d+\.\d KB gzip, over the 4\.0 KB budget$/);
  });

  it('flags a route chunk over 30 KB gzip', () => {
    write('assets/login-L1.js', heavy(31 * 1024));
    expect(analyzeDist(dist).breaches).toEqual([
      expect.stringMatching(/^route chunk assets\/login-L1\.js is 3\d\.\d KB gzip, over the 30\.0 KB limit$/),
    ]);
  });

  it('flags a file index.html references that is missing', () => {
    rmSync(join(dist, 'assets/react-Dx9.js'));
    expect(analyzeDist(dist).breaches).toContain('index.html or a chunk references assets/react-Dx9.js, which is not in dist');
  });

  it('flags the msw worker file and msw/faker markers anywhere in dist', () => {
    write('mockServiceWorker.js', 'self.addEventListener("fetch",()=>{})');
    write('assets/login-L1.js', 'const w=setupWorker(...h);\n');
    write('assets/data-D1.js', 'import{fakerZH_CN as f}from"@faker-js/faker";\n');
    expect(forbiddenContent(dist)).toEqual([
      'assets/data-D1.js contains "fakerZH_CN" (msw/faker must not be in dist)',
      'assets/data-D1.js contains "@faker-js" (msw/faker must not be in dist)',
      'assets/login-L1.js contains "setupWorker" (msw/faker must not be in dist)',
      'mockServiceWorker.js must not be in the production build',
    ]);
    expect(analyzeDist(dist).breaches).toHaveLength(4);
  });

  it('reports a dist without index.html', () => {
    rmSync(join(dist, 'index.html'));
    expect(analyzeDist(dist).breaches).toEqual([`${dist}/index.html not found: build first`]);
  });
});

describe('first-load budget (first paint and the app render of / and /login)', () => {
  const load = (over: Partial<FirstLoad> = {}, paint: Partial<FirstLoad['firstPaint']> = {}): FirstLoad => ({
    files: [{ path: '/assets/index-A.js', gzip: 150 * 1024 }],
    gzip: 150 * 1024,
    requests: 9,
    ...over,
    firstPaint: { prerendered: true, files: [], gzip: 13 * 1024, requests: 1, ...paint },
  });

  it('passes a prerendered page within both limits', () => {
    expect(firstLoadBreaches('/login', load())).toEqual([]);
    expect(formatFirstLoad('/login', load())).toContain('(prerendered HTML)');
  });

  it('flags a page that is not prerendered: nothing paints before the scripts', () => {
    expect(firstLoadBreaches('/', load({}, { prerendered: false }))).toEqual([expect.stringMatching(/^\/ is not prerendered/)]);
  });

  it('flags bytes and requests before the first paint', () => {
    const breaches = firstLoadBreaches('/', load({}, { gzip: FIRST_PAINT_LIMITS.gzip + 1, requests: FIRST_PAINT_LIMITS.requests + 1 }));
    expect(breaches).toEqual([
      expect.stringMatching(/^\/ needs 150\.0 KB gzip before its first paint/),
      `/ needs ${FIRST_PAINT_LIMITS.requests + 1} requests before its first paint (> ${FIRST_PAINT_LIMITS.requests})`,
    ]);
  });

  it('flags bytes and requests before the app has rendered the page', () => {
    const breaches = firstLoadBreaches('/login', load({ gzip: APP_RENDER_LIMITS.gzip + 1024, requests: APP_RENDER_LIMITS.requests + 1 }));
    expect(breaches).toEqual([
      expect.stringMatching(/^\/login loads 201\.0 KB gzip of JS\+CSS before the app has rendered it/),
      `/login makes ${APP_RENDER_LIMITS.requests + 1} requests before the app has rendered it (> ${APP_RENDER_LIMITS.requests})`,
    ]);
  });

  it('holds the limits of the issues (first paint 150 KB, app render 200 KB, 12 requests each)', () => {
    expect(FIRST_PAINT_LIMITS).toEqual({ gzip: 150 * 1024, requests: 12 });
    expect(APP_RENDER_LIMITS).toEqual({ gzip: 200 * 1024, requests: 12 });
  });
});
