#!/usr/bin/env node
/**
 * Last line of `.ci/run`: `N passed, N failed` over both runners, from the JSON reports they
 * write when CI is set (reports/vitest.json, reports/playwright.json). A missing report counts
 * as 0 (the run stopped before that runner); both missing is an error. Exit code: 0 when
 * nothing failed, 1 when a test failed or there is nothing to count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { countTests, formatSummary } from './lib/count-tests.mjs';

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

const vitest = readReport('vitest.json');
const playwright = readReport('playwright.json');
if (vitest === null && playwright === null) {
  console.error(`test-summary: no report in ${dir} (expected vitest.json and/or playwright.json)`);
  process.exit(1);
}
const counts = countTests({ vitest, playwright });
console.log(formatSummary(counts));
process.exit(counts.failed > 0 ? 1 : 0);
