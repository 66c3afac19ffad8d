import { HttpResponse, delay, http } from 'msw';
import { operationMeta, type OperationMeta } from '@/shared/api/generated/operation-meta.gen';
import { hasHarScenario } from './har/store';

/**
 * Scenarios QA switch without touching code: `?mock=<name>` on any URL (kept in sessionStorage for
 * the tab, `?mock=normal` switches back), the 「模拟场景」 panel, or setScenario() in a test.
 */
export type BuiltinScenarioName = 'normal' | 'expired' | 'server-error' | 'slow' | 'offline' | 'drift' | 'ruoyi' | 'sparse';
/** A recorded session imported in the panel (mocks/har): kept for the origin, replayed by mocks/har/handler.ts. */
export type HarScenarioName = `har:${string}`;
export type ScenarioName = BuiltinScenarioName | HarScenarioName;

export interface Scenario {
  name: BuiltinScenarioName;
  label: string;
  description: string;
}

export const scenarios: readonly Scenario[] = [
  { name: 'normal', label: '正常', description: '有状态的模拟数据正常应答' },
  { name: 'expired', label: '登录过期', description: '需要登录的接口及携带令牌的请求一律返回 401' },
  { name: 'server-error', label: '服务器错误', description: '所有接口返回 500' },
  { name: 'slow', label: '网络缓慢', description: '每个接口延迟 2–3 秒后应答' },
  { name: 'offline', label: '网络断开', description: '所有接口请求失败（网络错误）' },
  { name: 'drift', label: '契约偏差', description: '接口应答与契约形状不符（字符串代对象、对象代列表、缺字段、数字成字符串）' },
  {
    name: 'ruoyi',
    label: 'RuoYi 风格',
    description:
      '按 RuoYi 后端惯例应答：分页列表的 rows、total 位于应答顶层（无 data，不回传 page、pageSize，total 有时为数字字符串），详情仍在 data 中',
  },
  {
    name: 'sparse',
    label: '字段精简',
    description: '只返回契约必填字段，可选字段缺失或为 null；名称、标题、摘要超长，计数为极大值',
  },
];

export const SCENARIO_QUERY_PARAM = 'mock';
const STORAGE_KEY = 'academic-portal:mock-scenario';

export const SCENARIO_MESSAGES = {
  expired: '认证失败，无法访问系统资源',
  serverError: '服务器开小差了，请稍后再试',
} as const;

/** A built-in scenario, or `har:<name>` when that HAR is kept (read at start-up, before this is asked). */
export function isScenarioName(value: unknown): value is ScenarioName {
  if (typeof value === 'string' && value.startsWith('har:')) return hasHarScenario(value.slice('har:'.length));
  return scenarios.some((scenario) => scenario.name === value);
}

let current: ScenarioName = 'normal';
let storage: Storage | undefined;
const listeners = new Set<() => void>();

export function getScenario(): ScenarioName {
  return current;
}

/** Switches the scenario for every later request; remembered for the tab once storage is set. */
export function setScenario(name: ScenarioName): void {
  current = name;
  try {
    if (name === 'normal') storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, name);
  } catch {
    // Storage may be unavailable (privacy mode): the choice then lasts until the next reload.
  }
  listeners.forEach((listener) => listener());
}

/** For the panel (useSyncExternalStore). */
export function subscribeScenario(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Picks the scenario at start-up: `?mock=` wins (and is remembered in `tabStorage`), else what
 * the tab chose before, else normal. An unknown `?mock=` value is ignored rather than guessed.
 */
export function initScenario(search: string, tabStorage: Storage | undefined): ScenarioName {
  storage = tabStorage;
  const fromQuery = new URLSearchParams(search).get(SCENARIO_QUERY_PARAM);
  if (isScenarioName(fromQuery)) {
    setScenario(fromQuery);
    return current;
  }
  let remembered: string | null;
  try {
    remembered = tabStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  setScenario(isScenarioName(remembered) ? remembered : 'normal');
  return current;
}

/** Back to normal, forgetting the tab's choice (resetMockState after each test). */
export function resetScenario(): void {
  setScenario('normal');
}

interface OperationMatcher {
  operationId: string;
  method: OperationMeta['method'];
  /** Refused without a token (public reads take one when there is one, but need none). */
  secured: boolean;
  pattern: RegExp;
}

/**
 * One matcher per contract operation, like the generated handlers' `*\/path` patterns: any prefix
 * (the app's `/api`), path parameters as one segment. Only contract calls are affected, so Vite's
 * own module requests keep working in the offline scenario.
 */
const matchers: readonly OperationMatcher[] = operationMeta.map((op) => {
  const source = op.path
    .split('/')
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { operationId: op.operationId, method: op.method, secured: op.loginRequired, pattern: new RegExp(`${source}/?$`) };
});

function matchOperation(method: string, pathname: string): OperationMatcher | undefined {
  return matchers.find((matcher) => matcher.method === method && matcher.pattern.test(pathname));
}

/** The contract operation a request calls, if any (the drift handler's key). */
export function operationIdOf(request: Request): string | undefined {
  return matchOperation(request.method, new URL(request.url).pathname)?.operationId;
}

/** Whether a scenario applies to a request (exported for its test). */
export function isContractCall(method: string, pathname: string): boolean {
  return matchOperation(method.toUpperCase(), pathname) !== undefined;
}

const SLOW_MIN_MS = 2000;
const SLOW_SPREAD_MS = 1000;

/**
 * Placed before every other handler. In the normal scenario, and for requests that are not
 * contract calls, it returns nothing, which in msw 2 hands the request to the next handler.
 */
export const scenarioHandler = http.all('*', async ({ request }) => {
  const scenario = current;
  // Drift, ruoyi and sparse reshape what the data set answers (mocks/drift.ts, ruoyi.ts, sparse.ts).
  if (scenario === 'normal' || scenario === 'drift' || scenario === 'ruoyi' || scenario === 'sparse') return undefined;
  // A HAR scenario replays recorded answers (mocks/har/handler.ts).
  if (scenario.startsWith('har:')) return undefined;
  const operation = matchOperation(request.method, new URL(request.url).pathname);
  if (!operation) return undefined;
  switch (scenario) {
    case 'expired':
      // Body code, HTTP 200: how the backend reports an expired token (SPEC §8 "Code 401").
      // A call that needs a login, or any call sent with the (expired) token: a backend refuses
      // a token it no longer knows even where a visitor without one would be served.
      return operation.secured || request.headers.has('authorization')
        ? HttpResponse.json({ code: 401, msg: SCENARIO_MESSAGES.expired })
        : undefined;
    case 'server-error':
      return HttpResponse.json({ code: 500, msg: SCENARIO_MESSAGES.serverError });
    case 'slow':
      await delay(SLOW_MIN_MS + Math.floor(Math.random() * SLOW_SPREAD_MS));
      return undefined;
    case 'offline':
      return HttpResponse.error();
  }
});
