/*
 * Text pieces as screens put them together: a line of the facts that are there (`来源 · 作者 ·
 * 日期`), the items of a list typed into one box (`a，b、c`), the paragraphs of a plain text.
 */

/** A part of a line: text, or nothing (false, '', undefined) where a fact is not there. */
export type LinePart = string | false | null | undefined;

/** The parts that are there, in order: `['来源：人民网', '', '2026年1月2日']` -> the two. */
export function presentParts(parts: readonly LinePart[]): string[] {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '');
}

/** The parts that are there, joined: `joinPresent(['北京大学', '', '计算机'], ' · ')` -> `北京大学 · 计算机`. */
export function joinPresent(parts: readonly LinePart[], separator: string): string {
  return presentParts(parts).join(separator);
}

/** Items written into one text, split at `separator`, trimmed, the empty ones left out. */
export function splitText(value: string | undefined, separator: string | RegExp): string[] {
  if (value === undefined) return [];
  const items: string[] = [];
  for (const item of value.split(separator)) {
    const trimmed = item.trim();
    if (trimmed !== '') items.push(trimmed);
  }
  return items;
}

/** What people separate the items of a list with: commas (both widths), 、, semicolons, new lines. */
export const LIST_SEPARATOR = /[,，、;；\n]/;

/** Paragraphs of a plain text, separated by a blank line. */
export const PARAGRAPH_SEPARATOR = /\n\s*\n/;
