/** A work id from a path segment: a positive whole number, else undefined. */
export function workIdOf(raw: string | undefined): number | undefined {
  const text = (raw ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}
