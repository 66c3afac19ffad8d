// Browsers drop tabs and line breaks from URLs, so `/\t/evil.example` would become `//evil.example`.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The `redirect` value of a login page as a path inside this portal, or `fallback`. Only a
 * same-origin path is accepted: it starts with one `/` (so no scheme such as `javascript:`),
 * not `//` or `/\` (both mean another host to a browser), and carries no control characters
 * that a browser would strip.
 * `fallback` itself is trusted: pass a literal path.
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (CONTROL_CHARACTER.test(value)) return fallback;
  return value;
}

/** The login pages' search: the way back after logging in, when the URL carries one. */
export interface RedirectSearch {
  redirect?: string;
}

/** validateSearch of the login pages: keeps `redirect` when it is a string (checked again on use). */
export function redirectSearch(search: Record<string, unknown>): RedirectSearch {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}
