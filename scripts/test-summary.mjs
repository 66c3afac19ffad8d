#!/usr/bin/env node
/**
 * Last line of `.ci/run`: `N passed, N failed` over both runners, from the JSON reports they
 * write when CI is set (reports/vitest.json, reports/playwright.json, and the Prism walk's
 * reports/playwright-prism.json, a Playwright report of its own config). A missing report counts
 * as 0 (the run stopped before that runner); all missing is an error. Exit code: 0 when
 * nothing failed, 1 when a test failed or there is nothing to count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { countPlaywright, countTests, formatSummary } from './lib/count-tests.mjs';

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
const prism = readReport('playwright-prism.json');
if (vitest === null && playwright === null && prism === null) {
  console.error(`test-summary: no report in ${dir} (expected vitest.json, playwright.json and/or playwright-prism.json)`);
  process.exit(1);
}
const both = countTests({ vitest, playwright });
const prismCounts = countPlaywright(prism);
const counts = { passed: both.passed + prismCounts.passed, failed: both.failed + prismCounts.failed };
console.log(formatSummary(counts));
process.exit(counts.failed > 0 ? 1 : 0);
