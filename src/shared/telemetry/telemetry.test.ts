import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorName, failedChunkOf, fileNameOf, receivedType, scrubMessage, sourceFileOf } from './scrub';
import {
  createTelemetry,
  sampleRateOf,
  TELEMETRY_FLUSH_EVENT,
  type Telemetry,
  type TelemetryBatch,
  type TelemetryOptions,
} from './telemetry';

const beacon = vi.fn<(url: string, body: Blob) => boolean>(() => true);
const started: Telemetry[] = [];

beforeEach(() => {
  beacon.mockClear();
  // jsdom has no sendBeacon; the setup removes what a file defines on navigator.
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
});
afterEach(() => {
  started.splice(0).forEach((telemetry) => telemetry.stop());
});

function start(options: Partial<TelemetryOptions> = {}): Telemetry {
  const telemetry = createTelemetry({ url: '/api/telemetry', build: 'b1', route: () => '/experts/$id', vitalsSampleRate: 0, ...options });
  started.push(telemetry);
  return telemetry;
}

async function sent(): Promise<TelemetryBatch[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, body]) => {
      expect(url).toBe('/api/telemetry');
      expect(body.type).toBe('application/json');
      return JSON.parse(await body.text()) as TelemetryBatch;
    }),
  );
}

const operation = { operationId: 'getExpertDetail', method: 'GET', path: '/portal/expert/detail/{id}' };

describe('scrub', () => {
  it('keeps the type of what arrived, never the value', () => {
    expect(receivedType('字符串 "13800138000"')).toBe('字符串');
    expect(receivedType('数字 13800138000')).toBe('数字');
    expect(receivedType('数组（3 项）')).toBe('数组');
    expect(receivedType('缺失（取请求所传的值）')).toBe('缺失');
    expect(receivedType('信封顶层 rows')).toBe('信封顶层');
    expect(receivedType('data.total')).toBe('data.total');
    expect(receivedType('张晓明 13800138000')).toBe('张晓明');
    expect(receivedType('"张晓明"')).toBe('其他');
  });

  it('cuts URLs, quoted parts, tokens, long numbers and non-ASCII text out of error messages', () => {
    expect(scrubMessage('Failed at https://portal.example.cn/expert/12?mobile=13800138000#x')).toBe('Failed at …');
    expect(scrubMessage('at https://portal.example.cn/assets/news-1a.js?v=2 line 3')).toBe('at news-1a.js line 3');
    expect(scrubMessage("Cannot read properties of undefined (reading 'name')")).toBe('Cannot read properties of undefined (reading …)');
    expect(scrubMessage('bad token eyJhbGciOiJIUzI1NiJ9.abc123def456ghi for 13800138000 张晓明')).toBe('bad token … for … …');
    expect(scrubMessage('mail zhang@example.com now')).toBe('mail … now');
    expect(scrubMessage('x'.repeat(300))).toHaveLength(120);
  });

  it('cuts site paths, queries and phone numbers however written (allow-list, not block-list)', () => {
    expect(scrubMessage('No route for /login/sso-ticket-abcdef')).toBe('No route for …');
    expect(scrubMessage('bad query ?code=abc&page=two')).toBe('bad query …');
    expect(scrubMessage('GET /report/ABCDEF failed')).toBe('GET … failed');
    for (const phone of ['+86 138 0013 8000', '138-0013-8000', '8613800138000', '+86-13800138000', '138 0013 8000']) {
      expect(scrubMessage(`call ${phone} now`), phone).toBe('call … now');
    }
  });

  it('names the error, its file and a failed chunk without query', () => {
    expect(errorName(new TypeError('x'))).toBe('TypeError');
    expect(errorName({ name: '张 13800138000' })).toBe('Error');
    expect(fileNameOf('https://a.cn/assets/news-1a.js?v=2#h')).toBe('news-1a.js');
    expect(sourceFileOf({ stack: 'Error: x\n    at f (https://a.cn/assets/index-9z.js?t=1:2:3)' })).toBe('index-9z.js');
    expect(sourceFileOf(new Error('x'), 'https://a.cn/assets/app.js?token=abc')).toBe('app.js');
    // Only the build's own files: never a page URL's last segment (a ticket, a report code).
    expect(sourceFileOf(new Error('x'), 'https://a.cn/login/sso-ticket-abcdef')).toBeUndefined();
    expect(sourceFileOf({ stack: 'Error: x\n    at f (https://a.cn/report/CODE123.js:1:1)' })).toBeUndefined();
    expect(sourceFileOf(new Error('x'), 'chrome-extension://abc/content.js')).toBeUndefined();
    expect(failedChunkOf(new TypeError('Failed to fetch dynamically imported module: https://a.cn/assets/experts-X1.js'))).toBe(
      'experts-X1.js',
    );
    expect(failedChunkOf(new Error('Unable to preload CSS for /assets/list-kit-Q.css'))).toBe('list-kit-Q.css');
    expect(failedChunkOf(new Error('boom'))).toBeUndefined();
  });

  it('reads sample rates from configuration, falling back on nonsense', () => {
    expect(sampleRateOf('0.25', 1)).toBe(0.25);
    expect(sampleRateOf('0', 1)).toBe(0);
    expect(sampleRateOf(undefined, 0.1)).toBe(0.1);
    expect(sampleRateOf('', 1)).toBe(1);
    expect(sampleRateOf('2', 1)).toBe(1);
    expect(sampleRateOf('abc', 1)).toBe(1);
  });
});

describe('createTelemetry', () => {
  it('sends one batch when the page is hidden: drift once per entry with its count, types only', async () => {
    const telemetry = start();
    const deviations = [
      { pointer: '/rows/0/mobile', expected: '数字', received: '字符串 "13800138000"', repaired: true },
      { pointer: '/rows/1/mobile', expected: '数字', received: '字符串 "13900139000"', repaired: true },
    ];
    telemetry.drift(operation, deviations);
    telemetry.drift(operation, deviations.slice(0, 1));
    expect(beacon).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));
    const [batch] = await sent();
    expect(batch).toEqual({
      schema: 1,
      build: 'b1',
      events: [
        {
          type: 'drift',
          route: '/experts/$id',
          count: 3,
          ...operation,
          pointer: '/rows/*/mobile',
          expected: '数字',
          received: '字符串',
          repaired: true,
        },
      ],
    });
    expect(JSON.stringify(batch)).not.toMatch(/13800138000|13900139000/);
  });

  it('sends nothing when nothing waits, and a repeat after a batch with the new count only', async () => {
    const telemetry = start();
    telemetry.flush();
    expect(beacon).not.toHaveBeenCalled();
    telemetry.error(new TypeError('x is not a function'));
    telemetry.flush();
    telemetry.error(new TypeError('x is not a function'));
    telemetry.error(new TypeError('x is not a function'));
    window.dispatchEvent(new Event(TELEMETRY_FLUSH_EVENT));
    const batches = await sent();
    expect(batches.map((batch) => batch.events.map((event) => 'count' in event && event.count))).toEqual([[1], [2]]);
  });

  it('sends a batch as soon as it holds batchSize events', async () => {
    const telemetry = start({ batchSize: 3 });
    telemetry.chunk(new TypeError('Failed to fetch dynamically imported module: https://a.cn/assets/a-1.js'));
    telemetry.chunk(new TypeError('Failed to fetch dynamically imported module: https://a.cn/assets/b-1.js'));
    expect(beacon).not.toHaveBeenCalled();
    telemetry.error(new TypeError('Failed to fetch dynamically imported module: https://a.cn/assets/c-1.js?v=1'));
    const [batch] = await sent();
    expect(batch?.events).toEqual([
      { type: 'chunk', route: '/experts/$id', count: 1, file: 'a-1.js' },
      { type: 'chunk', route: '/experts/$id', count: 1, file: 'b-1.js' },
      { type: 'chunk', route: '/experts/$id', count: 1, file: 'c-1.js' },
    ]);
  });

  it('flushes when the document becomes hidden, not when it becomes visible', async () => {
    const telemetry = start();
    telemetry.error(new RangeError('bad'));
    let state: DocumentVisibilityState = 'visible';
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect((await sent())[0]?.events).toEqual([
      expect.objectContaining({ type: 'error', route: '/experts/$id', count: 1, name: 'RangeError', message: 'bad' }),
    ]);
  });

  it('samples per page life: a rate of 0 sends nothing', () => {
    const telemetry = start({ sampleRate: 0 });
    telemetry.drift(operation, [{ pointer: '/id', expected: '整数', received: 'null', repaired: false }]);
    telemetry.error(new Error('x'));
    telemetry.chunk(new Error('Importing a module script failed.'));
    telemetry.stop();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('a page life drawn above the rate sends nothing, one drawn below it sends', () => {
    const draws = [0.6, 0.4];
    const out = start({ sampleRate: 0.5, random: () => draws.shift() ?? 0 });
    const sampled = start({ sampleRate: 0.5, random: () => draws.shift() ?? 0 });
    out.error(new Error('x'));
    out.flush();
    expect(beacon).not.toHaveBeenCalled();
    sampled.error(new Error('x'));
    sampled.flush();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxEvents different events per page life', async () => {
    const telemetry = start({ maxEvents: 2 });
    for (const name of ['a', 'b', 'c']) telemetry.error(new Error(name));
    telemetry.flush();
    expect((await sent())[0]?.events.map((event) => 'message' in event && event.message)).toEqual(['a', 'b']);
  });

  it('reports a policy violation by directive, keyword, sink kind and own file: nothing of the page', async () => {
    const telemetry = start();
    telemetry.violation({
      effectiveDirective: 'require-trusted-types-for',
      blockedURI: 'trusted-types-sink',
      sample: 'Element innerHTML|<p>张晓明 13800138000</p>',
      sourceFile: 'https://portal.example.cn/assets/crop-dialog-A1.js',
    });
    telemetry.violation({
      effectiveDirective: 'script-src-elem',
      blockedURI: 'https://evil.example/x.js?uid=13800138000',
      sample: '',
      sourceFile: 'https://portal.example.cn/login/sso-ticket-abcdef',
    });
    window.dispatchEvent(new Event('pagehide'));
    const [batch] = await sent();
    expect(batch?.events).toEqual([
      {
        type: 'violation',
        route: '/experts/$id',
        count: 1,
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
        sink: 'Element innerHTML',
        source: 'crop-dialog-A1.js',
      },
      { type: 'violation', route: '/experts/$id', count: 1, directive: 'script-src-elem', blocked: 'other' },
    ]);
  });

  it('stops listening when stopped', () => {
    const telemetry = start();
    telemetry.stop();
    telemetry.error(new Error('x'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
