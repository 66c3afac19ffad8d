/**
 * A URL that came in an answer, for an `href` or a `src`: a path on this site (`/x`, not `//host`
 * nor `/\host`, which browsers read as another host) or an absolute `http:` / `https:` URL.
 * Anything else (`javascript:`, `data:`, `vbscript:`, a relative path that would resolve against
 * the current page, control characters) is no link: undefined, and the caller shows no link.
 * React refuses `javascript:` URLs too; this helper also keeps out the others, and says so in the
 * type: one helper for every link and source from data (ADR 0005).
 */
export function safeLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const link = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!link || /[\u0000-\u001f\u007f]/.test(link)) return undefined;
  if (link.startsWith('/')) return /^\/[/\\]/.test(link) ? undefined : link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? link : undefined;
}
