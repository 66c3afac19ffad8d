import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The search terms: a keyword string is split on white space; blanks and duplicates are dropped. */
export function termsOf(terms: string | readonly string[]): string[] {
  const list = typeof terms === 'string' ? terms.split(/\s+/) : terms.flatMap((term) => term.split(/\s+/));
  return [...new Set(list.map((term) => term.trim()).filter(Boolean))];
}

/** The text cut into pieces; `match` marks a piece equal (ignoring case) to one of the terms. */
export function splitByTerms(text: string, terms: string | readonly string[]): Array<{ text: string; match: boolean }> {
  const list = termsOf(terms)
    // Longer terms first, so "知识图谱" wins over "知识" where both match.
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (!text || list.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(list.join('|'), 'giu');
  const pieces: Array<{ text: string; match: boolean }> = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) pieces.push({ text: text.slice(last, start), match: false });
    pieces.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}

const Mark = chakra('mark', {
  base: { bg: 'yellow.100', color: 'inherit', fontWeight: 'semibold', borderRadius: 'xs', paddingInline: '0.5' },
});

/**
 * `text` as React nodes with every occurrence of a term wrapped in `<mark>`, case-insensitive.
 * Built as elements, never as HTML, so titles and abstracts from the API cannot inject markup.
 */
export function highlightTerms(text: string, terms: string | readonly string[]): ReactNode[] {
  return splitByTerms(text, terms).map((piece, index) => (piece.match ? <Mark key={index}>{piece.text}</Mark> : piece.text));
}
