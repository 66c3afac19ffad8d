import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildId, previewFallback, runBeforeEntry } from './vite-build.mjs';

// Tests run from the repository's root.
const root = process.cwd();

describe('buildId', () => {
  it('is VITE_BUILD_ID when the pipeline gives one', () => {
    expect(buildId({ VITE_BUILD_ID: 'release-7' }, root)).toBe('release-7');
  });

  it('is the commit in a git checkout', () => {
    expect(buildId({}, root)).toMatch(/^[0-9a-f]{12}$/);
  });

  it("is the package's version outside git", () => {
    const copy = mkdtempSync(join(tmpdir(), 'build-id-'));
    writeFileSync(join(copy, 'package.json'), JSON.stringify({ version: '3.1.4' }));
    try {
      expect(buildId({}, copy)).toBe('3.1.4');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('previewFallback', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));
  const withShell = () => {
    dist = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'shell.html'), '<div id="root"></div>');
  };

  it('answers a route without a page of its own with the shell, as nginx does', () => {
    withShell();
    expect(previewFallback('/index.html', '/userIndex?tab=1', dist)).toBe('/shell.html');
  });

  it('keeps the home page and every file as they are', () => {
    withShell();
    expect(previewFallback('/index.html', '/', dist)).toBe('/index.html');
    expect(previewFallback('/index.html', '/index.html', dist)).toBe('/index.html');
    expect(previewFallback('/assets/a.js', '/assets/a.js', dist)).toBe('/assets/a.js');
  });

  it('keeps index.html in a build that was not prerendered (no shell)', () => {
    dist = mkdtempSync(join(tmpdir(), 'preview-'));
    expect(previewFallback('/index.html', '/userIndex', dist)).toBe('/index.html');
  });
});

/** The package specifiers `file` and the project's scripts it imports (statically or not) import, transitively. */
function packagesImportedBy(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier = ''] of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
    if (!specifier.startsWith('.')) {
      packages.add(specifier);
      continue;
    }
    const target = resolve(dirname(file), specifier);
    if (existsSync(target) && /\.m?[jt]s$/.test(target)) packagesImportedBy(target, seen).forEach((p) => packages.add(p));
  }
  return packages;
}

describe('the build', () => {
  it('imports no browser or browser driver: vite.config.ts and every build script it reaches', () => {
    const packages = [...packagesImportedBy(join(root, 'vite.config.ts'))];
    expect(packages).toContain('vite');
    expect(packages.filter((name) => /playwright|puppeteer|chromium|selenium|webdriver/i.test(name))).toEqual([]);
  });
});

describe('runBeforeEntry', () => {
  const html = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/framework-b2.js">',
    '</head>',
  ].join('\n');

  it("puts the chunk's own module script just before the entry's, so that it runs without waiting for the entry's imports", () => {
    const out = runBeforeEntry(html, 'assets/index-a1.js', 'assets/system-c3.js');
    const scripts = [...out.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/assets/system-c3.js', '/assets/index-a1.js']);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">');
  });

  it('fails when the entry is not where Vite writes it, rather than leave the page without the script', () => {
    expect(() => runBeforeEntry(html, 'assets/index-zz.js', 'assets/system-c3.js')).toThrow(
      /no <script type="module" crossorigin src="\/assets\/index-zz.js">/,
    );
  });
});
