import { useMatch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { nameItem } from './item-store';
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
    return nameItem(owner, { name, description, image, type });
  }, [owner, name, description, image, type]);
}
