export const MOBILE_EXPERT_TABS = ['bio', 'works', 'interviews'] as const;
export type MobileExpertTab = (typeof MOBILE_EXPERT_TABS)[number];

/** /mobile/expert/{id}?tab: the open tab (简介 by default). */
export interface MobileExpertSearch {
  tab?: MobileExpertTab;
}

/**
 * The URL state as the page uses it: the route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page.
 */
export function normalizeMobileExpertSearch(search: Record<string, unknown>): MobileExpertSearch {
  const tab = MOBILE_EXPERT_TABS.find((candidate) => candidate === search.tab && candidate !== 'bio');
  return tab ? { tab } : {};
}

/** A route's `{-$id}` as a positive integer id, or undefined. */
export function expertIdOf(raw: string | undefined): number | undefined {
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
