import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, formatSummary } from './lib/count-tests.mjs';

const vitestReport = (over: Record<string, unknown> = {}) => ({
  numTotalTests: 12,
  numPassedTests: 10,
  numFailedTests: 1,
  numPendingTests: 1,
  testResults: [
    { name: 'a.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
    { name: 'b.test.ts', status: 'failed', assertionResults: [{ status: 'failed' }] },
  ],
  ...over,
});

const playwrightReport = (stats: Record<string, number>, errors: unknown[] = []) => ({
  config: {},
  suites: [],
  errors,
  stats: { startTime: '2025-01-01T00:00:00.000Z', duration: 1, skipped: 0, ...stats },
});

describe('countVitest', () => {
  it('reads numPassedTests and numFailedTests; skipped tests count nowhere', () => {
    expect(countVitest(vitestReport())).toEqual({ passed: 10, failed: 1 });
  });

  it('counts a file that failed without a failing test (load error) as one failure', () => {
    const report = vitestReport({
      numFailedTests: 0,
      testResults: [{ name: 'broken.test.ts', status: 'failed', assertionResults: [] }],
    });
    expect(countVitest(report)).toEqual({ passed: 10, failed: 1 });
  });

  it('treats a missing or malformed report as zero', () => {
    expect(countVitest(null)).toEqual({ passed: 0, failed: 0 });
    expect(countVitest({ numPassedTests: 'x', numFailedTests: -3 })).toEqual({ passed: 0, failed: 0 });
  });
});

describe('countPlaywright', () => {
  it('counts expected and flaky as passed, unexpected as failed, skipped nowhere', () => {
    expect(countPlaywright(playwrightReport({ expected: 4, flaky: 1, unexpected: 2, skipped: 3 }))).toEqual({
      passed: 5,
      failed: 2,
    });
  });

  it('counts top-level errors (web server down, spec not compiling) as failures', () => {
    const report = playwrightReport({ expected: 0, flaky: 0, unexpected: 0 }, [{ message: 'webServer' }]);
    expect(countPlaywright(report)).toEqual({ passed: 0, failed: 1 });
  });

  it('treats a missing report as zero', () => {
    expect(countPlaywright(null)).toEqual({ passed: 0, failed: 0 });
    expect(countPlaywright({})).toEqual({ passed: 0, failed: 0 });
  });
});

describe('formatSummary', () => {
  it('is the one line CI reads', () => {
    expect(formatSummary({ passed: 14, failed: 2 })).toBe('14 passed, 2 failed');
  });
});

describe('test-summary.mjs', () => {
  const script = join(import.meta.dirname, 'test-summary.mjs');
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const run = (files: Record<string, unknown>) => {
    dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(body));
    try {
      return { code: 0, out: execFileSync(process.execPath, [script, dir], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      return { code: e.status, out: e.stdout, err: e.stderr };
    }
  };

  it("prints the run's line, then the summary line, and exits 0 when nothing failed", () => {
    const result = run({ 'vitest.json': vitestReport({ numFailedTests: 0, testResults: [] }) });
    expect(result).toEqual({ code: 0, out: 'unit (Node LTS): 10 passed, 0 failed\n10 passed, 0 failed\n' });
  });

  it('sums both runners and exits 1 when a test failed', () => {
    const result = run({ 'vitest.json': vitestReport(), 'playwright.json': playwrightReport({ expected: 1 }) });
    expect(result.code).toBe(1);
    expect(result.out).toBe('unit (Node LTS): 10 passed, 1 failed\nbrowser: 1 passed, 0 failed\n11 passed, 1 failed\n');
  });

  it("counts the unit suite's second run on the floor Node (vitest-floor.json)", () => {
    const green = vitestReport({ numFailedTests: 0, testResults: [] });
    const result = run({ 'vitest.json': green, 'vitest-floor.json': vitestReport() });
    expect(result.code).toBe(1);
    expect(result.out.split('\n').slice(-3)).toEqual(['unit (floor Node): 10 passed, 1 failed', '20 passed, 1 failed', '']);
  });

  it('adds the Prism walk (playwright-prism.json, its own Playwright config) to the line', () => {
    const result = run({
      'vitest.json': vitestReport({ numFailedTests: 0, testResults: [] }),
      'playwright.json': playwrightReport({ expected: 2 }),
      'playwright-prism.json': playwrightReport({ expected: 5, flaky: 1, unexpected: 1 }),
    });
    expect(result.code).toBe(1);
    expect(result.out.split('\n').at(-2)).toBe('18 passed, 1 failed');
  });

  it('exits 1 when every report is missing', () => {
    const result = run({});
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
  });
});
