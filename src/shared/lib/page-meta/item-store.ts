import { useSyncExternalStore } from 'react';

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
 * Names `item` as the item of the page of route match `owner` (useItemMeta); returns the
 * function that takes it back, which does nothing once another page has named its own.
 */
export function nameItem(owner: string, item: ShownItem): () => void {
  const entry: Entry = { owner, item };
  current = entry;
  emit();
  return () => {
    if (current !== entry) return;
    current = null;
    emit();
  };
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
