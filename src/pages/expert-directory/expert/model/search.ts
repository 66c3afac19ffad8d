import { PAGE_MAX } from '@/shared/config';

export const EXPERT_TABS = ['bio', 'works', 'interviews'] as const;
export type ExpertTab = (typeof EXPERT_TABS)[number];

/** /expert/{id}?tab&page: the open tab (简介 by default) and the page of the works list. */
export interface ExpertSearch {
  tab?: ExpertTab;
  page?: number;
}

/**
 * The URL state as the page uses it: the route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page.
 */
export function normalizeExpertSearch(search: Record<string, unknown>): ExpertSearch {
  const tab = EXPERT_TABS.find((candidate) => candidate === search.tab && candidate !== 'bio');
  const raw = search.page;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  const page = Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
  return { ...(tab ? { tab } : {}), ...(page && tab === 'works' ? { page } : {}) };
}

/** A route's `{-$id}` as a positive integer id, or undefined. */
export function expertIdOf(raw: string | undefined): number | undefined {
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
