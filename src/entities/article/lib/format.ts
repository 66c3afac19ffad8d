import { chineseDay, formatWan } from '@/shared/lib/format';

/** `YYYY-MM-DD HH:mm[:ss]` -> "2026年11月20日 18:00"; a bare day as chineseDay. */
export function formatArticleTime(value: string | null | undefined): string {
  const day = chineseDay(value);
  const time = /^\d{4}-\d{2}-\d{2}[ T](\d{2}:\d{2})/.exec(value ?? '')?.[1];
  return day && time ? `${day} ${time}` : day;
}

/** Views in Chinese style: 980 -> "980", 12800 -> "1.2万"; anything not a count -> "0". */
export const formatViews = formatWan;

/** An optional text: trimmed, or the fallback when it is absent or blank. */
export function articleText(value: string | undefined, fallback = ''): string {
  return value?.trim() || fallback;
}
