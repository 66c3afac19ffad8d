import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { startFakeBackend, type FakeBackend } from './har/fake-backend';

/**
 * A regression test from a HAR (docs/testing.md "A HAR as a regression test"): the
 * production build gets its /api answers from a kept, masked HAR through Playwright's own
 * routeFromHAR, so the recorded backend's answers meet the real client code. No service worker
 * runs in the production build (page.route cannot see requests a service worker answers).
 *
 * e2e/fixtures/har/experts-strings.har: a backend that sends ids and counters as strings
 * ("9001", "17") and a field the contract does not know. The directory must show them as the
 * contract's numbers, with no NaN, and the card must link to the expert's numeric id.
 */
const PROD_DIST = process.env.HAR_PROD_DIST ?? 'dist';
/** The origin the kept HAR names; replaced by the test server's (routeFromHAR matches whole URLs). */
const RECORDED_ORIGIN = 'http://portal.har.example';

let server: FakeBackend;
test.beforeAll(async () => {
  server = await startFakeBackend(PROD_DIST, { api: false });
});
test.afterAll(async () => {
  await server.close();
});

test('the expert directory replayed from a kept HAR: string ids and counters still show as numbers', async ({ page }, testInfo) => {
  const kept = await readFile('e2e/fixtures/har/experts-strings.har', 'utf8');
  const har = testInfo.outputPath('experts-strings.har');
  await writeFile(har, kept.replaceAll(RECORDED_ORIGIN, server.url));
  // notFound 'abort': a call the HAR does not hold fails (and its console error fails the test).
  await page.routeFromHAR(har, { url: /\/api\//, notFound: 'abort' });

  await page.goto(`${server.url}/experts`);
  await expect(page.getByText('共找到 30 位专家')).toBeVisible();
  const cards = page.locator('main a[href^="/expert/"]');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAttribute('href', '/expert/9001');
  await expect(cards.first()).toContainText('录制甲教授');
  await expect(page.locator('main')).toContainText('作品 17');
  await expect(page.getByRole('combobox', { name: '学科' }).locator('option')).toContainText(['全部学科', '海洋科学（2）', '地理学（1）']);
  await expect(page.locator('main')).not.toContainText(/undefined|NaN|\[object Object\]/);
  expect(server.calls, 'every /api answer came from the HAR').toEqual([]);
});

test('the same HAR as a scenario of the mock backend behind nginx, chosen for this test alone', async ({
  page,
  context,
  baseURL,
  setScenario,
}) => {
  const kept = await readFile('e2e/fixtures/har/experts-strings.har', 'utf8');
  const imported = await context.request.post(`${baseURL}/api/__mock/har?name=experts-strings.har`, {
    data: kept,
    headers: { 'Content-Type': 'application/json' },
  });
  const { data } = (await imported.json()) as { data: { scenario: string } };
  expect(data.scenario).toBe('har:experts-strings');
  await setScenario(data.scenario);

  await page.goto('/experts');
  await expect(page.getByText('共找到 30 位专家')).toBeVisible();
  const cards = page.locator('main a[href^="/expert/"]');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toHaveAttribute('href', '/expert/9001');
  await expect(page.locator('main')).toContainText('作品 17');
  await expect(page.locator('main')).not.toContainText(/undefined|NaN|\[object Object\]/);
});
