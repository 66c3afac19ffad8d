/**
 * The one rule for a function key, at log-in and when a reload reads the cookie back (a key kept
 * at log-in but dropped on reload would show a menu after F5 that was hidden before, or the other
 * way round): a string of 1 to 64 characters without white space and without the cookie's own
 * separators (`,` `|`); `card:batch` and `ip-manage` are keys. Trimmed, duplicates once.
 */
export function functionKeysOf(keys: readonly unknown[]): string[] {
  // Also read back from a cookie, which any script or hand may have written.
  const valid = keys.map((key) => (typeof key === 'string' ? key.trim() : '')).filter((key) => /^[^\s,|]{1,64}$/.test(key));
  return [...new Set(valid)];
}
