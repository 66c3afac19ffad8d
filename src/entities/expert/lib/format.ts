import { formatWan } from '@/shared/lib/format';

/** A count in Chinese style: 6800 -> "6,800", 36000 -> "3.6万"; anything not a count -> "0". */
export const formatCount = formatWan;

/** A video length for the poster badge: 754 -> "12:34", 3723 -> "1:02:03"; unknown -> "". */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '';
  const s = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** The same length as screen readers should hear it: "12分34秒". */
export function spokenDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  // 47分钟, 1小时2分3秒, 45秒: no "0秒" after whole minutes.
  if (sec === 0) return `${h > 0 ? `${h}小时` : ''}${m > 0 ? `${m}分钟` : ''}`;
  return `${h > 0 ? `${h}小时` : ''}${m > 0 ? `${m}分` : ''}${sec}秒`;
}

/** A text field the API should fill but may not: trimmed, or the fallback. */
export function textOr(value: unknown, fallback = ''): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** A list of strings the API should send but may not: only the non-empty strings. */
export function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}
