/**
 * Dates the way the backend writes them (`YYYY-MM-DD HH:mm:ss`, Beijing time). Formatting in a
 * fixed UTC+8 instead of the machine's zone keeps the seeded data identical on every machine.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDate(date: Date): string {
  const d = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function formatDateTime(date: Date): string {
  const d = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return `${formatDate(date)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
