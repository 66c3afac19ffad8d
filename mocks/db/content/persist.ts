import { reportFile } from '../../api/report/tables';
import type { ContentData, ContentState } from './types';
import type { StoredFile } from '../../api/file/tables';

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
