/** A work id from a path segment: a positive whole number, else undefined. */
export function workIdOf(raw: string | number | null | undefined): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}
