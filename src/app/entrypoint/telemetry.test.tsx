import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, onApi, renderApp, screen, server, signInAs, type RenderedApp } from '@/app/test';
import { configureHttp } from '@/shared/api';
import { requestToken } from '@/entities/session';
import { COOKIE_TOKEN } from '@/shared/config';
import { readCookie } from '@/shared/lib/cookies';
import type { TelemetryBatch } from '@/shared/telemetry';
import { demoCredentials } from '@mocks/api/auth/tables';
import { startTelemetry, type RunningTelemetry } from './telemetry';

const beacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);
let running: RunningTelemetry | undefined;
let restoreHttp: () => void = () => {};
const atOnce = (task: () => void) => task();

/** Telemetry started on a rendered app, its drift receiver in the HTTP client's setup, as main.tsx gives it. */
function startOn(app: RenderedApp): RunningTelemetry | undefined {
  const started = startTelemetry(app.router, undefined, atOnce);
  if (started) restoreHttp = configureHttp({ token: requestToken, drift: started.drift });
  return started;
}

beforeEach(() => {
  beacon.mockClear();
  // jsdom has no sendBeacon; the setup removes what a file defines on navigator.
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
});
afterEach(() => {
  running?.stop();
  running = undefined;
  restoreHttp();
  restoreHttp = () => {};
});

async function payloads(): Promise<string[]> {
  return Promise.all(beacon.mock.calls.map(([, body]) => body.text()));
}

const { mobile, nickName } = demoCredentials.individual;

/** A /news answer whose wrong fields hold the signed-in user's mobile number and nickname. */
function driftingArticles() {
  server.use(
    onApi('listArticles', () =>
      HttpResponse.json({
        code: 200,
        msg: '查询成功',
        data: {
          total: 1,
          page: 1,
          pageSize: 10,
          rows: [
            {
              id: 7,
              category: 'news',
              title: '标题',
              summary: '摘要',
              cover: null,
              author: Number(mobile),
              source: '来源',
              publishTime: '2025-06-01 10:00:00',
              views: nickName,
            },
          ],
        },
      }),
    ),
  );
}

describe('telemetry', () => {
  it('sends drift, errors and chunk failures with operation, pointer, types, route pattern and build id, and nothing personal', async () => {
    vi.stubEnv('VITE_TELEMETRY_URL', '/api/telemetry');
    vi.stubEnv('VITE_BUILD_ID', 'build-42');
    await signInAs('individual');
    const token = readCookie(COOKIE_TOKEN);
    expect(token).toMatch(/^mock-/);
    driftingArticles();
    const app = renderApp('/news');
    running = startOn(app);
    expect(await running?.ready).toBeDefined();
    // The section shows the failure: the answer's drift has been recorded by then.
    expect(await screen.findByText(/数据格式异常/)).toBeVisible();

    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error(`Request for ${mobile} failed with token ${token}`),
        message: `Uncaught Error: Request failed with token ${token}`,
        filename: `https://portal.example.cn/assets/index-Ab1.js?token=${token}`,
      }),
    );
    window.dispatchEvent(
      Object.assign(new Event('vite:preloadError'), {
        payload: new TypeError('Failed to fetch dynamically imported module: https://portal.example.cn/assets/experts-Q9.js?v=1'),
      }),
    );
    window.dispatchEvent(new Event('pagehide'));

    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/telemetry');
    const [json = ''] = await payloads();
    for (const personal of [token, mobile, nickName, '?token', 'example.cn']) expect(json).not.toContain(personal);

    const batch = JSON.parse(json) as TelemetryBatch;
    expect(batch.build).toBe('build-42');
    expect(batch.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'drift',
          route: '/news',
          operationId: 'listArticles',
          method: 'GET',
          path: '/portal/article/list',
          pointer: '/rows/*/views',
          expected: '数字',
          received: '字符串',
        }),
        expect.objectContaining({ type: 'drift', route: '/news', pointer: '/rows/*/author', expected: '字符串', received: '数字' }),
        expect.objectContaining({ type: 'error', route: '/news', name: 'Error', source: 'index-Ab1.js', count: 1 }),
        { type: 'chunk', route: '/news', file: 'experts-Q9.js', count: 1 },
      ]),
    );
  });

  it('is off when VITE_TELEMETRY_URL is unset: nothing listens, nothing is sent', async () => {
    vi.stubEnv('VITE_TELEMETRY_URL', '');
    driftingArticles();
    const app = renderApp('/news');
    running = startOn(app);
    expect(running).toBeUndefined();
    expect(await screen.findByText(/数据格式异常/)).toBeVisible();
    // Without an error object: with no listener of the app's, Vitest would fail on one.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: boom' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends nothing with a sample rate of 0', async () => {
    vi.stubEnv('VITE_TELEMETRY_URL', '/api/telemetry');
    vi.stubEnv('VITE_TELEMETRY_SAMPLE', '0');
    vi.stubEnv('VITE_TELEMETRY_VITALS_SAMPLE', '0');
    driftingArticles();
    const app = renderApp('/news');
    running = startOn(app);
    await running?.ready;
    expect(await screen.findByText(/数据格式异常/)).toBeVisible();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom') }));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
