import { groupDigits } from '@/shared/lib/format';
import type { WorkAuthor, WorkType } from '@/shared/api/generated/model';
import { WORK_TYPE_LABELS } from '../config/work-type-labels';

/** The label of a work type; an unknown value from the API is shown as it came, never as "undefined". */
export function workTypeLabel(type: WorkType | string | null | undefined): string {
  if (!type) return '';
  return (WORK_TYPE_LABELS as Record<string, string>)[type] ?? String(type);
}

/** A count in Chinese grouping (12,345), or '—' when the API sent no usable number. */
export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? groupDigits(value) : '—';
}

/** The authors that have a name; the API's list may be missing or hold blanks. */
export function namedAuthors(authors: readonly WorkAuthor[] | null | undefined): WorkAuthor[] {
  return (Array.isArray(authors) ? authors : []).filter((author): author is WorkAuthor =>
    Boolean(author && typeof author.name === 'string' && author.name.trim()),
  );
}

/** The authors as one line, e.g. 张三, 李四, 王五 等; '佚名' without any. */
export function authorsLine(authors: readonly WorkAuthor[] | null | undefined, max = 5): string {
  const names = namedAuthors(authors).map((author) => author.name.trim());
  if (names.length === 0) return '佚名';
  return names.length > max ? `${names.slice(0, max).join('，')} 等` : names.join('，');
}

/** The texts of a list that are non-empty strings (keywords, institutions). */
export function textsOf(values: readonly unknown[] | null | undefined): string[] {
  return (Array.isArray(values) ? values : [])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim());
}

/** A trimmed text from an API field that should be a string; anything else is ''. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
