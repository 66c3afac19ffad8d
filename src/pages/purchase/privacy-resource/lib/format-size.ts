import { safeNonNegative } from '@/shared/lib/safe-number';

/** A file size as people read it: 820 KB, 12.5 MB; '' for anything that is not a size (missing, negative, huge). */
export function formatSize(value: unknown): string {
  const bytes = safeNonNegative(value);
  if (bytes === null) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} GB`;
}
