/**
 * Pure counting for `scripts/test-summary.mjs`: turns the JSON reports of vitest and Playwright
 * into `passed` / `failed` pairs. Kept apart from the file reading so it can be unit-tested.
 */

/**
 * Vitest's JSON reporter (Jest-compatible shape). A test file that fails to load (syntax error,
 * a throwing import, a failing hook) has status 'failed' and no assertion results, so it adds to
 * neither numPassedTests nor numFailedTests; it counts as one failure here so that a broken
 * file can never look like a green run.
 * @param {unknown} report parsed reports/vitest.json, or null when it is missing
 * @returns {{ passed: number, failed: number }}
 */
export function countVitest(report) {
  if (!isObject(report)) return { passed: 0, failed: 0 };
  const passed = toCount(report.numPassedTests);
  let failed = toCount(report.numFailedTests);
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  for (const file of files) {
    if (!isObject(file) || file.status !== 'failed') continue;
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    if (!assertions.some((a) => isObject(a) && a.status === 'failed')) failed += 1;
  }
  return { passed, failed };
}

/**
 * Playwright's JSON reporter: `stats.expected` passed, `stats.flaky` passed on a retry (counted
 * as passed), `stats.unexpected` failed. Errors outside any test (the web server did not start,
 * a spec file did not compile) land in the top-level `errors` array and leave the stats at 0;
 * each counts as one failure for the same reason as above.
 * @param {unknown} report parsed reports/playwright.json, or null when it is missing
 * @returns {{ passed: number, failed: number }}
 */
export function countPlaywright(report) {
  if (!isObject(report)) return { passed: 0, failed: 0 };
  const stats = isObject(report.stats) ? report.stats : {};
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: toCount(stats.expected) + toCount(stats.flaky),
    failed: toCount(stats.unexpected) + errors,
  };
}

/** @param {{ passed: number, failed: number }} counts */
export function formatSummary({ passed, failed }) {
  return `${passed} passed, ${failed} failed`;
}

/** @returns {value is Record<string, any>} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toCount(value) {
  return Number.isInteger(value) && value > 0 ? value : 0;
}
