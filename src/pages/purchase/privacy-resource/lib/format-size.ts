/** A file size as people read it: 820 KB, 12.5 MB; '' for no size (absent, negative, not a count of bytes). */
export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined || !(bytes >= 0 && bytes <= Number.MAX_SAFE_INTEGER)) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} GB`;
}
