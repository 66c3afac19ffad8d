/** A route's `{-$id}` as a positive integer id, or undefined. */
export function articleIdOf(raw: string | undefined): number | undefined {
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
