/**
 * What the other tags use of tag `report`: the reports a check submission adds (tags `check`,
 * `institution`) and the centers' records follow, and how a running check finishes.
 */
export { SEEDED_REPORTS, reportFile, reportFileId, type ReportTables, type StoredReport } from './tables';
export { CHECK_DURATION_MS, reportByCode, settleReport, startReport } from './progress';
