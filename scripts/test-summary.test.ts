import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countPlaywright, countTests, countVitest, formatSummary } from './lib/count-tests.mjs';

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

describe('countTests and formatSummary', () => {
  it('sums both runners into the one summary line', () => {
    const counts = countTests({
      vitest: vitestReport(),
      playwright: playwrightReport({ expected: 3, flaky: 1, unexpected: 1 }),
    });
    expect(counts).toEqual({ passed: 14, failed: 2 });
    expect(formatSummary(counts)).toBe('14 passed, 2 failed');
  });

  it('works with one report missing', () => {
    expect(formatSummary(countTests({ vitest: null, playwright: playwrightReport({ expected: 2 }) }))).toBe('2 passed, 0 failed');
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

  it('prints exactly the summary line and exits 0 when nothing failed', () => {
    const result = run({ 'vitest.json': vitestReport({ numFailedTests: 0, testResults: [] }) });
    expect(result).toEqual({ code: 0, out: '10 passed, 0 failed\n' });
  });

  it('prints the line and exits 1 when a test failed', () => {
    const result = run({ 'vitest.json': vitestReport(), 'playwright.json': playwrightReport({ expected: 1 }) });
    expect(result.code).toBe(1);
    expect(result.out).toBe('11 passed, 1 failed\n');
  });

  it('adds the Prism walk (playwright-prism.json, its own Playwright config) to the line', () => {
    const result = run({
      'vitest.json': vitestReport({ numFailedTests: 0, testResults: [] }),
      'playwright.json': playwrightReport({ expected: 2 }),
      'playwright-prism.json': playwrightReport({ expected: 5, flaky: 1, unexpected: 1 }),
    });
    expect(result.code).toBe(1);
    expect(result.out).toBe('18 passed, 1 failed\n');
  });

  it('exits 1 when both reports are missing', () => {
    const result = run({});
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
  });
});
