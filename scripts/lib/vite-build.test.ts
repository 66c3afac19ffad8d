import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildId, previewFallback } from './vite-build.mjs';

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
