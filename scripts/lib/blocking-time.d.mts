/** Types for blocking-time.mjs. */
export const BLOCKING_THRESHOLD_MS: number;
export function totalBlockingTime(tasks: { start: number; duration: number }[], fcp: number | null): number;
