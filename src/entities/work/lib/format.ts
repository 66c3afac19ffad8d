import { groupDigits, presentParts } from '@/shared/lib/format';
import type { WorkAuthor, WorkType } from '@/shared/api/generated/model';
import { WORK_TYPE_LABELS } from '../config/work-type-labels';

/** The label of a work type; an unknown value from the API is shown as it came, never as "undefined". */
export function workTypeLabel(type: WorkType | string | null | undefined): string {
  if (!type) return '';
  return (WORK_TYPE_LABELS as Record<string, string>)[type] ?? String(type);
}

/** A count in Chinese grouping (12,345), or '—' when the API sent no usable number. */
export function formatCount(value: number | null | undefined): string {
  return value !== null && value !== undefined && value >= 0 && value < Infinity ? groupDigits(value) : '—';
}

/** The authors that have a name (the list is optional, a name may be blank). */
export function namedAuthors(authors: readonly WorkAuthor[] | undefined): WorkAuthor[] {
  return (authors ?? []).filter((author) => author.name.trim() !== '');
}

/** The authors as one line, e.g. 张三, 李四, 王五 等; '佚名' without any. */
export function authorsLine(authors: readonly WorkAuthor[] | undefined, max = 5): string {
  const names = namedAuthors(authors).map((author) => author.name.trim());
  if (names.length === 0) return '佚名';
  return names.length > max ? `${names.slice(0, max).join('，')} 等` : names.join('，');
}

/** The texts of an optional list that are not blank, trimmed (keywords, institutions). */
export function textsOf(values: readonly string[] | undefined): string[] {
  return presentParts((values ?? []).map((value) => value.trim()));
}

/** An optional text, trimmed; '' when absent (or null, where the contract allows it: `doi`, `fund`). */
export function textOf(value: string | null | undefined): string {
  return value?.trim() ?? '';
}
