import type { Account } from '../api/auth/tables';
import { reportFile } from '../api/report/tables';
import type { ContentState } from './catalogue';
import type { CenterState } from './centers';
import { db, installPersistence, type MockDatabase } from './database';

const STORAGE_KEY = 'academic-portal:mock-db:v1';

/**
 * What survives a page reload in the browser: accounts (passwords changed, users registered by
 * SMS) and sessions, so a Front-Token cookie from before the reload still logs in; the portal's
 * orders, coupons, submitted checks and applications, so /payResource?orderId= survives a reload;
 * and the centers' tables (records, promotion codes, cards, IP rules, scholar data). Captchas and
 * uploaded files are not kept: they are short-lived, and file bytes would not fit localStorage.
 * The catalogue is generated again from its seed. The shape is the one tabs have stored (version
 * 1): the portal's tables under `content`, the centers' under `center` with the row ids' counter
 * as `nextId`.
 */
interface Snapshot {
  version: 1;
  accounts: Account[];
  sessions: Array<[string, number]>;
  nextAccountId: number;
  /** Orders, payments, coupons and submitted checks (absent in snapshots older than them). */
  content?: ContentState;
  /** Records, promotion codes, cards, IP rules, scholar data (absent in snapshots older than them). */
  center?: CenterSnapshot;
}

type CenterSnapshot = Omit<CenterState, 'nextCenterId'> & { nextId: number };

/** The portal's tables a snapshot keeps (tags resource, report, application). */
const CONTENT_TABLES = [
  'coupons',
  'orders',
  'purchases',
  'reports',
  'applications',
  'nextOrderSeq',
  'nextReportSeq',
  'nextApplicationSeq',
] as const satisfies ReadonlyArray<keyof ContentState>;

/** The centers' tables a snapshot keeps (tags center, institution, scholar), but the id counter. */
const CENTER_TABLES = [
  'records',
  'promotions',
  'cardBatches',
  'cards',
  'ipRules',
  'realNameAuths',
  'scholarAuths',
  'scholarProfiles',
  'fans',
  'attention',
  'scholarServices',
  'myWorks',
  'publishedWorks',
] as const satisfies ReadonlyArray<keyof CenterState>;

/** The named tables only: the store holds every tag's, and a stored snapshot may carry anything. */
function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

function isContentSnapshot(value: unknown): value is ContentState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ContentState>;
  return (
    Array.isArray(candidate.coupons) &&
    Array.isArray(candidate.orders) &&
    Array.isArray(candidate.purchases) &&
    Array.isArray(candidate.reports) &&
    Array.isArray(candidate.applications) &&
    typeof candidate.nextOrderSeq === 'number' &&
    typeof candidate.nextReportSeq === 'number' &&
    typeof candidate.nextApplicationSeq === 'number'
  );
}

function isCenterSnapshot(value: unknown): value is CenterSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CenterSnapshot>;
  return (
    Array.isArray(candidate.records) &&
    Array.isArray(candidate.cards) &&
    Array.isArray(candidate.myWorks) &&
    Array.isArray(candidate.publishedWorks) &&
    typeof candidate.nextId === 'number'
  );
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Snapshot>;
  return (
    candidate.version === 1 &&
    Array.isArray(candidate.accounts) &&
    Array.isArray(candidate.sessions) &&
    typeof candidate.nextAccountId === 'number'
  );
}

function save(storage: Storage, state: MockDatabase): void {
  const snapshot: Snapshot = {
    version: 1,
    accounts: state.accounts,
    sessions: [...state.sessions.entries()],
    nextAccountId: state.nextAccountId,
    content: pick(state, CONTENT_TABLES),
    center: { ...pick(state, CENTER_TABLES), nextId: state.nextCenterId },
  };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Quota or privacy mode: the mocks still work, only without surviving a reload.
  }
}

function restore(storage: Storage): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isSnapshot(parsed)) return;
  db.accounts = parsed.accounts;
  db.sessions = new Map(parsed.sessions);
  db.nextAccountId = parsed.nextAccountId;
  if (!isContentSnapshot(parsed.content)) return;
  Object.assign(db, pick(parsed.content, CONTENT_TABLES));
  // Files are not stored: the files of reports that finished before the reload are written again
  // (they are derived from the report).
  for (const report of db.reports) {
    if (report.fileId && !db.files.has(report.fileId)) {
      const file = reportFile(report, report.createTime);
      if (file.id === report.fileId) db.files.set(file.id, file);
    }
  }
  // Only together with the content: the records read their status from the content's reports.
  if (isCenterSnapshot(parsed.center)) Object.assign(db, { ...pick(parsed.center, CENTER_TABLES), nextCenterId: parsed.center.nextId });
}

/** Browser only (called by startMockWorker): restore the last state, then keep it up to date. */
export function enableBrowserPersistence(storage: Storage): void {
  restore(storage);
  installPersistence(
    (state) => save(storage, state),
    () => {
      try {
        storage.removeItem(STORAGE_KEY);
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  );
}
