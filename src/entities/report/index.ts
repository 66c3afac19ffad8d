export { ReportCard } from './ui/report-card';
export type { ReportCardProps } from './ui/report-card';
export { CheckSubmitted } from './ui/check-submitted';
export type { CheckSubmittedProps } from './ui/check-submitted';
export { ReportLookup } from './ui/report-lookup';
export type { ReportLookupProps } from './ui/report-lookup';
export { formatDateTime, formatSimilarity, normalizeReportCode, reportCodeProblem } from './lib/report-format';
export { PHASE_NOTES, reportPhase } from './lib/report-status';
export type { ReportPhase } from './lib/report-status';
