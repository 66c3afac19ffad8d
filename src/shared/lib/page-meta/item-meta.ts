import { useMatch } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { plainLine } from './plain-line';

/** What a page showing one item (an expert, an article, a journal) says about it once it has loaded. */
export interface ItemMeta {
  /** The item's name: the document title (`名称 - 品牌`), the last breadcrumb, the card's title. */
  name: string;
  /** A line about it, first with text first (summary, abstract, field; rich text is stripped, cut to one line). */
  description?: readonly unknown[];
  /** Its picture (avatar, cover) as a URL on this site or elsewhere (`apiImageSrc` of what the API names). */
  image?: string;
  /** What the card is of (Open Graph): a person, a piece of writing (the default), a site such as a journal's. */
  type?: 'profile' | 'article' | 'website';
}

/** The item as the head uses it: the description made one plain line. */
export interface ShownItem {
  name: string;
  description: string;
  image?: string;
  type: 'profile' | 'article' | 'website';
}

interface Entry {
  /** The route match of the page that set it (TanStack Router's match id). */
  owner: string;
  item: ShownItem;
}

let current: Entry | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A detail page names its item: while the page is mounted and `meta` is given (the item has
 * loaded), the document title, the breadcrumbs and the share card name it; while it loads, when it
 * fails, and once the page is gone, the route's own title is back. The app's root is the one
 * writer of the head (app/router/page-head.ts); this only says what the item is.
 */
export function useItemMeta(meta: ItemMeta | null | undefined): void {
  const owner = useMatch({ strict: false, select: (match) => match.id });
  const name = meta?.name.trim() ?? '';
  const description = plainLine(meta?.description ?? []);
  const image = meta?.image || undefined;
  const type = meta?.type ?? 'article';
  useEffect(() => {
    if (!name) return;
    const entry: Entry = { owner, item: { name, description, image, type } };
    current = entry;
    emit();
    return () => {
      if (current !== entry) return;
      current = null;
      emit();
    };
  }, [owner, name, description, image, type]);
}

/**
 * The item the page of route match `owner` named, or null: another page's item (one still
 * mounted while the next one renders) never names this one.
 */
export function useItemOf(owner: string | undefined): ShownItem | null {
  return useSyncExternalStore(
    subscribe,
    () => (current && current.owner === owner ? current.item : null),
    () => null,
  );
}
