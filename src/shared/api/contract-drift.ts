/**
 * The 「契约偏差」 registry: every place where an answer differed from openapi.yaml, counted, for
 * the console, the dev panel and the Markdown report the backend team receives. It records only
 * where reporting is on (dev, tests, the demo build); production keeps nothing and logs nothing.
 * Production's telemetry receives the deviations through the client's setup instead (setup.ts
 * `drift`, given by the app at start), so the backend team hears of drift from real visitors too.
 */

export interface ContractDeviation {
  /** JSON pointer into the answer's `data`, e.g. `/rows/3/id`. */
  pointer: string;
  /** What the contract declares, in words (Chinese). */
  expected: string;
  /** What arrived, in words (Chinese). */
  received: string;
  /** The client made the answer fit (a null for an optional field, a number sent as a string). */
  repaired: boolean;
}

export interface ContractDriftEntry {
  operationId: string;
  method: string;
  /** The contract's path template, e.g. `/portal/expert/detail/{id}`. */
  path: string;
  /** The pointer with list indices as `*`: one entry for the same fault in every row. */
  pointer: string;
  /** The first concrete pointer seen. */
  example: string;
  expected: string;
  received: string;
  repaired: boolean;
  /** Answers that showed it. */
  count: number;
}

export const contractReporting: boolean =
  import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_USE_MOCKS === 'true';

const entries = new Map<string, ContractDriftEntry>();
const listeners = new Set<() => void>();
let snapshot: readonly ContractDriftEntry[] = [];

/** Receives every answer's deviations, in every build (the registry above is dev/test/demo only). */
export type ContractDriftSink = (
  operation: { operationId: string; method: string; path: string },
  deviations: readonly ContractDeviation[],
) => void;

const genericPointer = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

/** Records the deviations of one answer (each counted once per answer) and logs them. */
export function recordContractDrift(
  operation: { operationId: string; method: string; path: string },
  deviations: readonly ContractDeviation[],
): void {
  if (deviations.length === 0 || !contractReporting) return;
  const seen = new Set<string>();
  for (const deviation of deviations) {
    const pointer = genericPointer(deviation.pointer);
    const key = `${operation.operationId} ${pointer} ${deviation.expected} ${deviation.received.split(' ')[0]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const known = entries.get(key);
    if (known) {
      known.count += 1;
      known.repaired &&= deviation.repaired;
    } else {
      entries.set(key, {
        ...operation,
        pointer,
        example: deviation.pointer,
        expected: deviation.expected,
        received: deviation.received,
        repaired: deviation.repaired,
        count: 1,
      });
    }
  }
  snapshot = [...entries.values()].map((entry) => ({ ...entry }));
  const lines = deviations.map((d) => `  ${d.pointer || '/'}：期望 ${d.expected}，收到 ${d.received}${d.repaired ? '（已兼容）' : ''}`);
  // A warning, not an error: the answer is handled (repaired, or failed with a message shown).
  console.warn(`[契约偏差] ${operation.operationId} ${operation.method} ${operation.path}\n${lines.join('\n')}`);
  listeners.forEach((listener) => listener());
}

/** The entries so far, most frequent first (a stable snapshot for useSyncExternalStore). */
export function getContractDrift(): readonly ContractDriftEntry[] {
  return snapshot;
}

export function subscribeContractDrift(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearContractDrift(): void {
  entries.clear();
  snapshot = [];
  listeners.forEach((listener) => listener());
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The report for the backend team: what the backend or the contract must change. */
export function contractDriftMarkdown(list: readonly ContractDriftEntry[] = snapshot, now: Date = new Date()): string {
  const operations = new Set(list.map((entry) => entry.operationId));
  const sorted = [...list].sort((a, b) => a.operationId.localeCompare(b.operationId) || a.pointer.localeCompare(b.pointer));
  const rows = sorted.map(
    (e) =>
      `| ${cell(e.operationId)} | ${e.method} ${cell(e.path)} | \`${cell(e.pointer || '/')}\` | ${cell(e.expected)} | ${cell(e.received)} | ${e.count} | ${e.repaired ? '已兼容' : '请求失败'} |`,
  );
  return [
    '# 契约偏差报告',
    '',
    `生成于 ${now.toISOString()}：${list.length} 处偏差，涉及 ${operations.size} 个接口。` +
      '「请求失败」的偏差使页面该区块显示错误；「已兼容」的偏差由前端容忍（null 视为缺省、数字字符串转为数字），仍应修正。',
    '',
    '| 接口 | 方法与路径 | 位置（JSON 指针，data 内） | 契约期望 | 实际收到 | 次数 | 处理 |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
