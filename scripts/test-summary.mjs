#!/usr/bin/env node
/**
 * Last line of `.ci/run`: `N passed, N failed` over every run, from the JSON reports the runners
 * write when CI is set (reports/vitest.json, and reports/vitest-floor.json from the unit suite's
 * second run on the floor Node; reports/playwright.json, and the Prism walk's
 * reports/playwright-prism.json, a Playwright report of its own config), each run's line first. A missing report counts
 * as 0 (the run stopped before that runner); all missing is an error. Exit code: 0 when
 * nothing failed, 1 when a test failed or there is nothing to count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { countPlaywright, countVitest, formatSummary } from './lib/count-tests.mjs';

const dir = resolve(process.argv[2] ?? 'reports');

/** @returns {unknown} the parsed report, null when the file is missing */
function readReport(name) {
  const file = resolve(dir, name);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    // A truncated report means its runner died mid-write: say so rather than count it as 0.
    console.error(`test-summary: cannot parse ${file}: ${error.message}`);
    process.exit(1);
  }
}

// Each report with the runner that wrote it: the unit suite on the LTS and again on the floor Node
// (.ci/run), the browser suites, and the Prism walk.
const REPORTS = [
  ['vitest.json', countVitest, 'unit (Node LTS)'],
  ['vitest-floor.json', countVitest, 'unit (floor Node)'],
  ['playwright.json', countPlaywright, 'browser'],
  ['playwright-prism.json', countPlaywright, 'browser against Prism'],
];

const counts = { passed: 0, failed: 0 };
let found = 0;
for (const [name, count, label] of REPORTS) {
  const report = readReport(name);
  if (report === null) continue;
  found += 1;
  const { passed, failed } = count(report);
  console.log(`${label}: ${formatSummary({ passed, failed })}`);
  counts.passed += passed;
  counts.failed += failed;
}
if (found === 0) {
  console.error(`test-summary: no report in ${dir} (expected ${REPORTS.map(([name]) => name).join(', ')})`);
  process.exit(1);
}
console.log(formatSummary(counts));
process.exit(counts.failed > 0 ? 1 : 0);
