/**
 * What an identifier from the address bar can be: letters, digits, `_` and `-`, at most 64 of
 * them (an order number, a ticket). Anything else (a `..`, a `/`, a space) is not an id, so the
 * route drops it before any call is built with it (ADR 0005: nothing walks out of its call).
 */
export const ID_PATTERN = /^[\w-]{1,64}$/;

/** The id in a search or path value (a purely numeric one may arrive parsed as a number), or undefined. */
export function parseId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const id = value.trim();
  return ID_PATTERN.test(id) ? id : undefined;
}
