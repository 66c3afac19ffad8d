import { formatWan, presentParts } from '@/shared/lib/format';

/** A count in Chinese style: 6800 -> "6,800", 36000 -> "3.6万"; anything not a count -> "0". */
export const formatCount = formatWan;

/** A video length for the poster badge: 754 -> "12:34", 3723 -> "1:02:03"; unknown -> "". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !(seconds > 0 && seconds < Infinity)) return '';
  const s = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** The same length as screen readers should hear it: "12分34秒". */
export function spokenDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !(seconds > 0 && seconds < Infinity)) return '';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  // 47分钟, 1小时2分3秒, 45秒: no "0秒" after whole minutes.
  if (sec === 0) return `${h > 0 ? `${h}小时` : ''}${m > 0 ? `${m}分钟` : ''}`;
  return `${h > 0 ? `${h}小时` : ''}${m > 0 ? `${m}分` : ''}${sec}秒`;
}

/** An optional text: trimmed, or the fallback when it is absent or blank. */
export function textOr(value: string | null | undefined, fallback = ''): string {
  return value?.trim() || fallback;
}

/** An optional list of texts: the ones that are not blank, trimmed. */
export function listOf(value: readonly string[] | undefined): string[] {
  return presentParts((value ?? []).map((item) => item.trim()));
}
