import { getResponse } from 'msw';
import { getTelemetryBatches } from './api/telemetry';
import { db, resetDatabase, type MockDatabase } from './db/database';
import { handlers } from './handlers';
import { importHarText } from './har/import';
import { saveHarScenario } from './har/store';
import { isContractCall, isScenarioName, setScenario, type ScenarioName } from './scenarios';

/**
 * The mocks over HTTP: the same handlers and stateful data set as the browser worker (dev, demo),
 * answering real requests in a Node process (scripts/mock-server.mjs), so a production build behind
 * nginx, a staging deploy included, can run against the contract's mocks with nothing of them in
 * its bundle.
 *
 * Every request names, in cookies the browser sends along (nginx passes them to /api):
 * - `mock-session`: whose data set it uses. Each value gets its own seeded data set (log-ins,
 *   uploads, orders...), so parallel tests never see each other's writes; none is `default`.
 * - `mock-scenario`: the scenario (`expired`, `server-error`, `slow`, `offline`, `drift`, `ruoyi`,
 *   `sparse`, `har:<name>`); none or an unknown one is `normal`.
 * A tester without a test tool sets them with `GET /api/__mock/scenario/<name>` (below).
 *
 * Control calls under `/api/__mock/` (not in the contract, never in a build):
 * - `GET /api/__mock/scenario/<name>`: sets the `mock-scenario` cookie, then back to `/`;
 * - `POST /api/__mock/reset`: the caller's data set back to the seed;
 * - `GET /api/__mock/telemetry`: the beacons received (newest last);
 * - `GET /api/__mock/health`: 200.
 */

export const MOCK_SESSION_COOKIE = 'mock-session';
export const MOCK_SCENARIO_COOKIE = 'mock-scenario';
export const MOCK_CONTROL_PREFIX = '/api/__mock/';
const DEFAULT_SESSION = 'default';
/** Data sets kept at once; the least recently used one goes first (a test's set is not needed after it). */
const MAX_SESSIONS = 64;
const SLOW_MIN_MS = 2000;
const SLOW_SPREAD_MS = 1000;

export type MockAnswer = { kind: 'response'; response: Response } | { kind: 'network-error' } | { kind: 'unhandled' };

function cookiesOf(request: Request): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    try {
      jar.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      jar.set(name, part.slice(at + 1).trim());
    }
  }
  return jar;
}

/** What a request asks for: its data set and its scenario (see the module comment). */
export function mockChoiceOf(request: Request): { session: string; scenario: ScenarioName } {
  const jar = cookiesOf(request);
  const session = (jar.get(MOCK_SESSION_COOKIE) ?? '').replace(/[^\w.-]/g, '').slice(0, 80) || DEFAULT_SESSION;
  const asked = jar.get(MOCK_SCENARIO_COOKIE);
  return { session, scenario: isScenarioName(asked) ? asked : 'normal' };
}

const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });

/**
 * The HTTP transport: one instance per process. The handlers keep their state in module variables
 * (the data set, the scenario), so requests are answered one at a time, each with its own session's
 * data set swapped in; `slow` waits before its turn, so it holds up nobody else.
 */
export function createMockHttp() {
  const kept = new Map<string, MockDatabase>();
  let active = DEFAULT_SESSION;
  let queue: Promise<unknown> = Promise.resolve();

  function activate(session: string): void {
    if (session === active) return;
    // The fields of db are swapped, not copied: each session's arrays and maps stay its own.
    kept.delete(active);
    kept.set(active, { ...db });
    const next = kept.get(session);
    if (next) {
      kept.delete(session);
      Object.assign(db, next);
    } else {
      resetDatabase();
    }
    active = session;
    while (kept.size > MAX_SESSIONS) kept.delete(kept.keys().next().value as string);
  }

  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  async function control(request: Request, path: string): Promise<Response> {
    const { session } = mockChoiceOf(request);
    if (path === 'health') return json({ code: 200, msg: 'ok' });
    if (path === 'telemetry') return json({ code: 200, data: getTelemetryBatches() });
    if (path === 'reset' && request.method === 'POST') {
      await serially(async () => {
        activate(session);
        resetDatabase();
      });
      return json({ code: 200, msg: 'ok' });
    }
    if (path === 'har' && request.method === 'POST') {
      const name = new URL(request.url).searchParams.get('name') ?? 'recorded.har';
      const result = importHarText(await request.text(), name);
      if (!result.ok) return json({ code: 400, msg: result.message }, 400);
      await saveHarScenario(result.har);
      return json({ code: 200, data: { scenario: `har:${result.har.meta.name}` } });
    }
    const scenario = /^scenario\/(.+)$/.exec(path)?.[1];
    if (scenario !== undefined && request.method === 'GET') {
      const name = decodeURIComponent(scenario);
      if (name !== 'normal' && !isScenarioName(name)) return json({ code: 404, msg: `未知的模拟场景：${name}` }, 404);
      const cookie = `${MOCK_SCENARIO_COOKIE}=${encodeURIComponent(name)}; Path=/; SameSite=Lax${name === 'normal' ? '; Max-Age=0' : ''}`;
      return new Response(null, { status: 302, headers: { Location: '/', 'Set-Cookie': cookie } });
    }
    return json({ code: 404, msg: '未知的控制接口' }, 404);
  }

  /** Answers one request as the browser worker would have. */
  async function answer(request: Request): Promise<MockAnswer> {
    const url = new URL(request.url);
    if (url.pathname.startsWith(MOCK_CONTROL_PREFIX)) {
      return { kind: 'response', response: await control(request, url.pathname.slice(MOCK_CONTROL_PREFIX.length)) };
    }
    const choice = mockChoiceOf(request);
    let scenario = choice.scenario;
    if (scenario === 'offline' && isContractCall(request.method, url.pathname)) return { kind: 'network-error' };
    if (scenario === 'slow') {
      if (isContractCall(request.method, url.pathname)) {
        await new Promise((ok) => setTimeout(ok, SLOW_MIN_MS + Math.floor(Math.random() * SLOW_SPREAD_MS)));
      }
      scenario = 'normal';
    }
    return serially(async () => {
      activate(choice.session);
      setScenario(scenario);
      const response = await getResponse(handlers, request);
      if (!response) return { kind: 'unhandled' } as const;
      if (response.type === 'error') return { kind: 'network-error' } as const;
      return { kind: 'response', response } as const;
    });
  }

  return { answer, sessions: () => kept.size + 1 };
}
