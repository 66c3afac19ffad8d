import type { Entry } from 'har-format';
import { DRIFT_EXEMPT } from '../drift';
import { apiPathOf, operationIdOfCall } from './api-path';
import { Masker, maskEntry, type MaskCounts } from './mask';

/** Larger files are refused before they are read: a browser tab holds the whole text in memory. */
export const HAR_MAX_BYTES = 50 * 1024 * 1024;

export const HAR_IMPORT_MESSAGES = {
  tooLarge: '文件超过 50 MB，未导入。请只录制出问题的那几步操作，再导出 HAR。',
  notJson: '文件不是有效的 JSON，不能作为 HAR 导入。',
  notHar: '文件不是 HAR（缺少 log.entries）。请在浏览器开发者工具的「网络」面板中选择「导出 HAR」。',
  noApi: 'HAR 中没有 /api 接口请求，未导入。请在门户页面上录制。',
  unreadable: '无法读取文件，请重新选择。',
} as const;

/** What the panel lists and `?mock=har:<name>` names; the entries are kept apart (store.ts). */
export interface HarScenarioMeta {
  name: string;
  fileName: string;
  importedAt: number;
  /** Recorded answers kept for replay. */
  entryCount: number;
  masked: MaskCounts;
}

export interface ImportedHar {
  meta: HarScenarioMeta;
  entries: Entry[];
}

export type HarImportResult = { ok: true; har: ImportedHar } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isEntry(value: unknown): value is Entry {
  if (!isRecord(value) || !isRecord(value.request) || !isRecord(value.response)) return false;
  return typeof value.request.method === 'string' && typeof value.request.url === 'string' && typeof value.response.status === 'number';
}

/** Status 0 never got an answer (cancelled, blocked); a 304 holds no body to replay. */
const hasAnswer = (entry: Entry) => entry.response.status !== 0 && entry.response.status !== 304;

/** `staging-2026-11-27.har` -> `staging-2026-11-27`: what follows `har:` in the URL. */
export function scenarioNameOf(fileName: string): string {
  const base = fileName
    .replace(/\.har$/i, '')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 40);
  return base || 'session';
}

/**
 * A HAR's text as a scenario: its `/api` entries, masked, without the session's own calls (log-in,
 * user info, captcha, log-out: they keep going to the stateful mocks, so a recorded session
 * replays under the mocks' own accounts) and without requests that got no answer to replay
 * (status 0: cancelled or blocked in the browser; 304). Anything that is not such a file is refused
 * with the panel's message and nothing is kept.
 */
export function importHarText(text: string, fileName: string, now = Date.now()): HarImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: HAR_IMPORT_MESSAGES.notJson };
  }
  const entries = isRecord(parsed) && isRecord(parsed.log) ? parsed.log.entries : undefined;
  if (!Array.isArray(entries)) return { ok: false, message: HAR_IMPORT_MESSAGES.notHar };

  const masker = new Masker();
  const kept: Entry[] = [];
  for (const entry of entries) {
    if (!isEntry(entry) || !hasAnswer(entry) || apiPathOf(entry.request.url) === undefined) continue;
    const operationId = operationIdOfCall(entry.request.method, entry.request.url);
    if (operationId !== undefined && DRIFT_EXEMPT.has(operationId)) continue;
    kept.push(maskEntry(entry, masker));
  }
  if (kept.length === 0) return { ok: false, message: HAR_IMPORT_MESSAGES.noApi };

  return {
    ok: true,
    har: {
      meta: { name: scenarioNameOf(fileName), fileName, importedAt: now, entryCount: kept.length, masked: { ...masker.counts } },
      entries: kept,
    },
  };
}

/** Reads a chosen or dropped file, refusing a large one before reading it. */
export async function importHarFile(file: File): Promise<HarImportResult> {
  if (file.size > HAR_MAX_BYTES) return { ok: false, message: HAR_IMPORT_MESSAGES.tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: HAR_IMPORT_MESSAGES.unreadable };
  }
  return importHarText(text, file.name);
}
