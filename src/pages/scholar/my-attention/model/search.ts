import { KEYWORD_MAX } from '@/entities/expert';
import { PAGE_MAX } from '@/shared/config';

/** /myAttention?keyword&page. */
export interface MyAttentionSearch {
  keyword?: string;
  page?: number;
}

/** The URL state as the page uses it; a hand-edited URL never breaks the page. */
export function normalizeMyAttentionSearch(search: Record<string, unknown>): MyAttentionSearch {
  const raw = search.keyword;
  // The router parses `?keyword=2026` as a number.
  const keyword = (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '').slice(
    0,
    KEYWORD_MAX,
  );
  const n = typeof search.page === 'number' ? search.page : Number.NaN;
  const page = Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
  return { ...(keyword ? { keyword } : {}), ...(page ? { page } : {}) };
}
