import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDiff } from './api-diff.mjs';

// The real repository: its openapi.yaml as committed, its routes, pages and mocks.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = join(ROOT, 'scripts', 'api-diff.mjs');
let dir = '';
let committed = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-diff-repo-'));
  committed = execFileSync('git', ['show', 'HEAD:openapi.yaml'], { cwd: ROOT, encoding: 'utf8' });
  writeFileSync(join(dir, 'base.yaml'), committed);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The committed contract with one exact piece of text replaced (failing if it is not there once). */
function changed(from: string, to: string): string {
  expect(committed.split(from)).toHaveLength(2);
  const file = join(dir, 'head.yaml');
  writeFileSync(file, committed.replace(from, to));
  return file;
}

const EXPERT_INSTITUTION =
  '        institution:\n          type: string\n        summary:\n          type: string\n          description: One or two sentences for cards.';
const WITHOUT_INSTITUTION = '        summary:\n          type: string\n          description: One or two sentences for cards.';

const run = (...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args, '--out', join(dir, 'api-diff.md')], { cwd: ROOT, encoding: 'utf8' });

describe('api-diff on the real repository', () => {
  it('Expert.institution removed: the expert list breaks /experts (and its other screens), with the handler to update', async () => {
    const headFile = changed(EXPERT_INSTITUTION, WITHOUT_INSTITUTION);
    const result = await apiDiff({
      root: ROOT,
      baseFile: join(dir, 'base.yaml'),
      headFile,
      base: { ref: 'HEAD' },
      head: { label: 'head.yaml' },
    });
    const list = result.operations.find((op) => op.id === 'listExperts');
    const removed = list?.changes.find((c) => c.before?.pointer === 'data.rows[].institution');
    expect(removed?.kind).toBe('field-removed');
    expect(removed?.verdict).toBe('breaks');
    expect(removed?.screens).toEqual(expect.arrayContaining(['/experts', '/mobile/experts', '/']));
    expect(removed?.readers).toContain('src/entities/expert/ui/expert-card.tsx');
    // The interviews page shares the entity barrel but never lists experts.
    expect(list?.screens).not.toContain('/expertMore');
    expect(list?.mocks.handlers).toContainEqual(
      expect.objectContaining({ file: 'mocks/api/expert/handlers.ts', what: "onApi('listExperts')" }),
    );
    expect(list?.mocks.data).toContain('mocks/api/expert/tables.ts');
    expect(result.operations.find((op) => op.id === 'getExpert')?.screens).toContain('/expert/{-$id}');
  }, 60_000);

  it('the command: no change against HEAD says so and exits 0; a change that breaks exits 1 only with --fail-on breaking', () => {
    const same = join(dir, 'same.yaml');
    writeFileSync(same, committed);
    const unchanged = run('--base', 'HEAD', '--spec', same, '--summary');
    expect(unchanged.status).toBe(0);
    expect(unchanged.stdout).toContain('No change');

    const headFile = changed(EXPERT_INSTITUTION, WITHOUT_INSTITUTION);
    const informational = run('--base', 'HEAD', '--spec', headFile, '--summary');
    expect(informational.status).toBe(0);
    expect(informational.stdout).toMatch(
      /breaks a screen: listExperts \(GET \/portal\/expert\/list\): answer data\.rows\[\]\.institution removed/,
    );
    expect(readFileSync(join(dir, 'api-diff.md'), 'utf8')).toContain('## `listExperts`: GET /portal/expert/list (breaks a screen)');

    const gate = run('--base', 'HEAD', '--spec', headFile, '--fail-on', 'breaking', '--summary');
    expect(gate.status).toBe(1);

    const wrong = run('--fail-on', 'everything');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('--fail-on takes "breaking"');
  }, 120_000);
});
