import { commit, db } from '../../db/database';
import { formatDate, formatDateTime } from '../../lib/date-time';
import { reportFile, reportFileId, type StoredReport } from './tables';

/**
 * Reports that run: a submitted check (submitCheck, submitAgentChecks, submitAgentPatent for a
 * patent document) is 检测中 until its time is up, then 检测完成 with a similarity and a file.
 * Tags check and institution start them; this tag's queries and the centers' records show them.
 */

/** How long a submitted check runs before its report is ready (queryReport then shows 检测完成). */
export const CHECK_DURATION_MS = 10_000;

/** A running check finishes once its time is up: status 3 (检测完成), a similarity and a file. */
export function settleReport(report: StoredReport, now: number = Date.now()): void {
  if (report.readyAt === undefined || report.readyAt > now || report.status !== '2') return;
  let hash = 0;
  for (const char of report.code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  report.status = '3';
  report.similarity = (hash % 300) / 10;
  report.fileId = reportFileId(report.code);
  const file = reportFile(report, formatDateTime(new Date(now)));
  db.files.set(file.id, file);
  commit();
}

/**
 * A submitted check's new report, 检测中 (status 2) until CHECK_DURATION_MS has passed, first in
 * the reports: what tags check and institution add for a submission.
 */
export function startReport(fields: Pick<StoredReport, 'title' | 'author' | 'checkTypeName' | 'accountId' | 'createTime'>): StoredReport {
  const report: StoredReport = {
    ...fields,
    code: nextReportCode(),
    verifyCode: verifyCodeOf(),
    status: '2',
    fileId: null,
    similarity: null,
    readyAt: Date.now() + CHECK_DURATION_MS,
  };
  db.reports.unshift(report);
  return report;
}

export function reportByCode(code: string): StoredReport | undefined {
  const wanted = code.trim().toUpperCase();
  return db.reports.find((report) => report.code === wanted);
}

/**
 * A new report code: BG + YYYYMM + a 4-digit sequence, like the seeded BG2026110001. Codes the
 * seed already uses are skipped, so a new report never shadows an old one.
 */
export function nextReportCode(): string {
  const month = formatDate(new Date()).replaceAll('-', '').slice(0, 6);
  for (;;) {
    const code = `BG${month}${String(db.nextReportSeq % 10_000).padStart(4, '0')}`;
    db.nextReportSeq += 1;
    if (!reportByCode(code)) return code;
  }
}

export function verifyCodeOf(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 6 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}
