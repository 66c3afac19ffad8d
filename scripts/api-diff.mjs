#!/usr/bin/env node
/**
 * `npm run api:diff -- --base <git-ref>`: what changed in openapi.yaml since <git-ref>, what each
 * change breaks for this portal, and which screens and mocks feel it. Prints a Markdown report
 * and writes it to reports/api-diff.md.
 *
 *   --base <ref>         the version to compare with (default: the merge base with main, else HEAD)
 *   --spec <file>        the contract to compare with it (default: openapi.yaml of the working tree)
 *   --out <file>         where the report goes (default: reports/api-diff.md)
 *   --summary            print a few lines instead of the whole report
 *   --fail-on breaking   exit 1 when a change breaks a screen (otherwise the exit status is 0)
 *
 * The contract is read with Redocly (lib/api-diff/contract.mjs), the portal with TypeScript's
 * parser (lib/api-diff/portal.mjs); the rules are in lib/api-diff/classify.mjs and the why in
 * docs/adr/0012-api-diff.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { classify } from './lib/api-diff/classify.mjs';
import { compareContracts } from './lib/api-diff/compare.mjs';
import { loadContract } from './lib/api-diff/contract.mjs';
import { scanPortal } from './lib/api-diff/portal.mjs';
import { renderMarkdown, renderSummary } from './lib/api-diff/report.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Compares two contract files and judges the changes against the portal under `root`. The
 * portal is scanned only when something changed.
 */
export async function apiDiff({ root = ROOT, baseFile, headFile, base, head }) {
  const [before, after] = await Promise.all([loadContract(baseFile), loadContract(headFile)]);
  const entries = compareContracts(before, after);
  if (entries.length === 0) return { base, head, operations: [] };
  const all = [...before.values(), ...after.values()];
  const portal = scanPortal(root, { operationIds: all.map((op) => op.id), tags: all.map((op) => op.tag) });
  return { base, head, operations: classify(portal, entries) };
}

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The merge base with main, else HEAD; the ref as given otherwise. */
export function resolveBase(ref, cwd = ROOT) {
  if (ref) return { ref, commit: git(['rev-parse', '--short', `${ref}^{commit}`], cwd) };
  try {
    return { ref: 'the merge base with main', commit: git(['rev-parse', '--short', git(['merge-base', 'HEAD', 'main'], cwd)], cwd) };
  } catch {
    return { ref: 'HEAD', commit: git(['rev-parse', '--short', 'HEAD'], cwd) };
  }
}

function parseArgs(argv) {
  const options = { summary: false, spec: 'openapi.yaml', out: 'reports/api-diff.md' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--base') options.base = value();
    else if (arg === '--spec') options.spec = value();
    else if (arg === '--out') options.out = value();
    else if (arg === '--summary') options.summary = true;
    else if (arg === '--fail-on') {
      options.failOn = value();
      if (options.failOn !== 'breaking') throw new Error(`--fail-on takes "breaking", not "${options.failOn}"`);
    } else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const base = resolveBase(options.base);
  const spec = relative(ROOT, resolve(options.spec));
  const scratch = mkdtempSync(join(tmpdir(), 'api-diff-'));
  try {
    const baseFile = join(scratch, 'openapi.yaml');
    writeFileSync(baseFile, execFileSync('git', ['show', `${base.commit}:openapi.yaml`], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }));
    const result = await apiDiff({
      baseFile,
      headFile: resolve(options.spec),
      base,
      head: { label: spec.startsWith('..') ? resolve(options.spec) : spec },
    });
    const out = resolve(options.out);
    mkdirSync(dirname(out), { recursive: true });
    const markdown = renderMarkdown(result);
    writeFileSync(out, markdown);
    console.log(options.summary ? renderSummary(result, relative(process.cwd(), out)) : markdown.trimEnd());
    const breaks = result.operations.some((op) => op.verdict === 'breaks');
    process.exitCode = options.failOn === 'breaking' && breaks ? 1 : 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`api:diff: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  });
}
