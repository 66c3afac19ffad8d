import type { Account } from '../api/auth/tables';
import type { StoredFile } from '../api/file/tables';
import { reportFile } from '../api/report/tables';
import type { ContentData, ContentState } from './catalogue';
import type { CenterState } from './centers';
import { db, installPersistence, type MockDatabase } from './database';

const STORAGE_KEY = 'academic-portal:mock-db:v1';

/**
 * What survives a page reload in the browser: accounts (passwords changed, users registered by
 * SMS) and sessions, so a Front-Token cookie from before the reload still logs in, and the
 * content's orders, coupons and submitted checks, so /payResource?orderId= survives a reload, and
 * the center's state (records, promotion codes, cards, IP rules, scholar data). Captchas and uploaded files are not kept: they are short-lived, and file bytes would not fit
 * localStorage.
 */
interface Snapshot {
  version: 1;
  accounts: Account[];
  sessions: Array<[string, number]>;
  nextAccountId: number;
  /** Orders, payments, coupons and submitted checks (absent in snapshots older than them). */
  content?: ContentSnapshot;
  /** Records, promotion codes, cards, IP rules, scholar data (absent in snapshots older than them). */
  center?: CenterSnapshot;
}

/**
 * What of the content survives a browser reload: the mutable state (orders, coupons, purchases,
 * reports, applications). The catalogue is regenerated from its seed, so it is not stored.
 */
export type ContentSnapshot = ContentState;

export function snapshotContent(content: ContentState): ContentSnapshot {
  const { coupons, orders, purchases, reports, applications, nextOrderSeq, nextReportSeq, nextApplicationSeq } = content;
  return { coupons, orders, purchases, reports, applications, nextOrderSeq, nextReportSeq, nextApplicationSeq };
}

export function isContentSnapshot(value: unknown): value is ContentSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ContentSnapshot>;
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

/**
 * Puts the saved state back. Files are not stored, so the files of reports that finished before
 * the reload are written again (they are derived from the report).
 */
export function restoreContent(content: ContentData, snapshot: ContentSnapshot, files: Map<string, StoredFile>): void {
  // Only the snapshot's own tables: the content shares its object with the rest of the data set.
  Object.assign(content, snapshotContent(snapshot));
  for (const report of content.reports) {
    if (report.fileId && !files.has(report.fileId)) {
      const file = reportFile(report, report.createTime);
      if (file.id === report.fileId) files.set(file.id, file);
    }
  }
}

/** The center's tables as the snapshot has always stored them: the id counter as `nextId`. */
type CenterSnapshot = Omit<CenterState, 'nextCenterId'> & { nextId: number };

function snapshotCenter(state: CenterState): CenterSnapshot {
  const { records, promotions, cardBatches, cards, ipRules, realNameAuths, scholarAuths, scholarProfiles } = state;
  const { fans, attention, scholarServices, myWorks, publishedWorks, nextCenterId } = state;
  const tables = { records, promotions, cardBatches, cards, ipRules, realNameAuths, scholarAuths, scholarProfiles };
  return { ...tables, fans, attention, scholarServices, myWorks, publishedWorks, nextId: nextCenterId };
}

/** The snapshot's tables back under their names in the data set; whatever else it carries stays out. */
function restoreCenter(snapshot: CenterSnapshot): CenterState {
  const { nextId, ...tables } = snapshotCenter({ ...snapshot, nextCenterId: snapshot.nextId });
  return { ...tables, nextCenterId: nextId };
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
    content: snapshotContent(state),
    center: snapshotCenter(state),
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
  if (isContentSnapshot(parsed.content)) restoreContent(db, parsed.content, db.files);
  // Only together with the content: the records read their status from the content's reports.
  if (isContentSnapshot(parsed.content) && isCenterSnapshot(parsed.center)) Object.assign(db, restoreCenter(parsed.center));
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
