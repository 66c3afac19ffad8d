/** /mobile/expertSearch?keyword: what was searched (nothing: the page offers disciplines). */
export interface MobileExpertSearchSearch {
  keyword?: string;
  discipline?: string;
}

function textOf(raw: unknown, max: number): string {
  // The router parses `?keyword=123` as a number.
  return (typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '').slice(0, max);
}

/**
 * The URL state as the page uses it: the route only types the search (its code is in the first
 * load), so a hand-edited or stale URL is checked here and never breaks the page.
 */
export function normalizeMobileExpertSearch(search: Record<string, unknown>): MobileExpertSearchSearch {
  const keyword = textOf(search.keyword, 50);
  const discipline = textOf(search.discipline, 100);
  return { ...(keyword ? { keyword } : {}), ...(discipline ? { discipline } : {}) };
}
