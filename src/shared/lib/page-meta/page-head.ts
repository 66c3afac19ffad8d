/** What a link to the page shows (a tab, WeChat, the news app, a crawler's preview). */
export interface ShareCard {
  /** `名称 - 品牌`, or the brand alone for the portal's generic card. */
  title: string;
  /** One line of plain text. */
  description: string;
  /** Absolute URL of its image; none: no image of its own, nor a site image. */
  image?: string;
  /** Open Graph's `og:type`. */
  type: 'website' | 'article' | 'profile';
}

/** The head of the current page, written by the app's root (app/router/page-head.ts) alone. */
export interface PageHead {
  /** The document title, `名称 - 品牌` (SPEC §1). */
  title: string;
  card: ShareCard;
  /**
   * False for a page behind the login or whose address is personal: its card is the portal's
   * generic one, and a share of it leads to the home page, never to its own address.
   */
  shareable: boolean;
  /** The page's absolute address for `og:url`: only when the site's address is configured. */
  url?: string;
}

/** A `<meta>` of the head: `name="description"` or an Open Graph `property`. */
export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The Open Graph tags a page may or may not have: when absent, an old one must go. */
const OPTIONAL_KEYS = ['og:image', 'og:url'] as const;

/**
 * The `<meta>` tags that carry a page's card: its description, and Open Graph's title,
 * description, type, image (when it has one) and URL (when known). The same list for the
 * browser's head (`writeHead`) and the prerendered HTML (app/server.tsx).
 */
export function headMeta(head: Pick<PageHead, 'card' | 'url'>): HeadMeta[] {
  const { card } = head;
  const tags: HeadMeta[] = [
    { attribute: 'name', key: 'description', content: card.description },
    { attribute: 'property', key: 'og:title', content: card.title },
    { attribute: 'property', key: 'og:description', content: card.description },
    { attribute: 'property', key: 'og:type', content: card.type },
  ];
  if (card.image) tags.push({ attribute: 'property', key: 'og:image', content: card.image });
  if (head.url) tags.push({ attribute: 'property', key: 'og:url', content: head.url });
  return tags;
}

/** Sets the document's title and its card's `<meta>` tags (each once: updated, added, or removed when absent). */
export function writeHead(doc: Document, head: PageHead): void {
  if (doc.title !== head.title) doc.title = head.title;
  const tags = headMeta(head);
  for (const { attribute, key, content } of tags) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(attribute, key);
      doc.head.append(element);
    }
    if (element.content !== content) element.content = content;
  }
  for (const key of OPTIONAL_KEYS) {
    if (!tags.some((tag) => tag.key === key)) doc.head.querySelector(`meta[property="${key}"]`)?.remove();
  }
}

let current: PageHead | null = null;
const listeners = new Set<() => void>();

/** Writes `head` into the document and tells the share integrations (WeChat, the mock panel) it changed. */
export function publishPageHead(head: PageHead, doc: Document = document): void {
  writeHead(doc, head);
  current = head;
  for (const listener of listeners) listener();
}

/** The app is gone (unmounted): no page publishes a head any more. */
export function forgetPageHead(): void {
  current = null;
}

/** The head published last, or null before the app's first page. */
export function currentPageHead(): PageHead | null {
  return current;
}

/** Calls `listener` after each published head; returns the unsubscribe. */
export function subscribePageHead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `url` made absolute against `base`, if it is an http(s) URL then; else undefined. */
export function absoluteHttpUrl(url: string | undefined, base: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const absolute = base ? new URL(url, base) : new URL(url);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}
