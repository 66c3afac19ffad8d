import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluationOrder, startModuleSource, withStartModule } from './start-in-steps.mjs';

const chunk = (...imports: string[]) => ({ type: 'chunk' as const, imports });

describe('evaluationOrder', () => {
  it('puts every chunk after the chunks it imports, each once, and the entry last', () => {
    const bundle = {
      'index.js': chunk('app-core.js', 'framework.js', 'runtime.js'),
      'app-core.js': chunk('framework.js', 'ui-core.js', 'runtime.js'),
      'ui-core.js': chunk('framework.js'),
      'framework.js': chunk('runtime.js'),
      'runtime.js': chunk(),
      'lazy.js': chunk('framework.js'),
      'style.css': { type: 'asset' as const },
    };
    expect(evaluationOrder(bundle, 'index.js')).toEqual(['runtime.js', 'framework.js', 'ui-core.js', 'app-core.js', 'index.js']);
  });
});

describe('startModuleSource', () => {
  // The shipped code itself, run by Node (no test runner in between) on three modules that log.
  const run = (names: string[], failing?: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'start-in-steps-'));
    try {
      const urls = names.map((name) => {
        const file = join(dir, `${name}.mjs`);
        writeFileSync(
          file,
          name === failing
            ? `throw new Error('cannot load ${name}');\n`
            : `console.log('${name}'); setTimeout(() => console.log('task after ${name}'), 0);\n`,
        );
        return pathToFileURL(file).href;
      });
      writeFileSync(join(dir, 'start.mjs'), startModuleSource(urls));
      return spawnSync(process.execPath, [join(dir, 'start.mjs')], { encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('imports the chunks in order, each in a task after the one before', () => {
    const { stdout, status } = run(['one', 'two', 'three']);
    expect(status).toBe(0);
    expect(stdout.trim().split('\n')).toEqual(['one', 'task after one', 'two', 'task after two', 'three', 'task after three']);
  });

  it('stops at a chunk that cannot be loaded, and the error names it', () => {
    const { stdout, stderr, status } = run(['one', 'two', 'three'], 'two');
    expect(status).not.toBe(0);
    expect(stdout.trim().split('\n')).toEqual(['one', 'task after one']);
    expect(stderr).toContain('cannot load two');
  });
});

describe('withStartModule', () => {
  const html = `<head>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">\n</head>`;

  it("starts the page with the start module and keeps the entry's fetch as a modulepreload", () => {
    const out = withStartModule(html, '/assets/index-A1.js', '/assets/start-C3.js');
    expect(out).toContain('<script type="module" crossorigin src="/assets/start-C3.js"></script>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/index-A1.js">');
    expect(out).not.toContain('<script type="module" crossorigin src="/assets/index-A1.js">');
    expect(out.match(/<script/g)).toHaveLength(1);
  });

  it('fails the build when the entry has no script to replace', () => {
    expect(() => withStartModule(html, '/assets/index-Z9.js', '/assets/start-C3.js')).toThrow(/no <script> for \/assets\/index-Z9\.js/);
  });
});
