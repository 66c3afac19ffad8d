import { SHARE_DESCRIPTION_MAX } from '@/shared/config';

/** Tags that end a line of text: their place becomes a space, not nothing. */
const BLOCK_TAG = /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|pre|figure|figcaption)\b[^>]*>/gi;
/** Elements whose content is no text a reader sees. */
const HIDDEN_ELEMENT = /<(script|style|template|noscript|iframe|object)\b[\s\S]*?<\/\1\s*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  middot: '·',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    // A control character or no character at all is no text.
    return Number.isInteger(code) && code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : ' ';
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * What a reader reads of a text the API gives (a summary, or an editor's HTML): tags, comments and
 * hidden elements out, entities decoded, whitespace collapsed. Never parsed as HTML (no DOM, no
 * Trusted Types sink): the result is only ever used as text.
 */
export function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(HIDDEN_ELEMENT, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
}

/**
 * A share card's description: the first of `candidates` with any text, as one plain line of at most
 * `max` characters (cut with …). Empty when none has text.
 */
export function plainLine(candidates: readonly unknown[], max: number = SHARE_DESCRIPTION_MAX): string {
  for (const candidate of candidates) {
    const text = plainText(candidate);
    if (!text) continue;
    const chars = Array.from(text);
    return chars.length <= max
      ? text
      : `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`;
  }
  return '';
}
