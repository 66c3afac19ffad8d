/** /mobile/experts?discipline: the chosen discipline chip. */
export interface MobileExpertsSearch {
  discipline?: string;
}

/**
 * The URL state as the page uses it: the route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page.
 */
export function normalizeMobileExpertsSearch(search: Record<string, unknown>): MobileExpertsSearch {
  const raw = search.discipline;
  const discipline = (typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '').slice(
    0,
    100,
  );
  return discipline ? { discipline } : {};
}
