import { PAGE_MAX } from '@/shared/config';
import { EXPERT_DETAIL_TABS } from '@/widgets/expert-detail';
import type { ExpertDetailTab } from '@/widgets/expert-detail';

/** /myPage?tab&page: the open tab of the public page (简介 by default) and the works page. */
export interface MyPageSearch {
  tab?: ExpertDetailTab;
  page?: number;
}

/** The URL state as the page uses it; a hand-edited URL never breaks the page. */
export function normalizeMyPageSearch(search: Record<string, unknown>): MyPageSearch {
  const tab = EXPERT_DETAIL_TABS.find((candidate) => candidate === search.tab && candidate !== 'bio');
  const raw = search.page;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  const page = Number.isInteger(n) && n > 1 ? Math.min(n, PAGE_MAX) : undefined;
  return { ...(tab ? { tab } : {}), ...(page && tab === 'works' ? { page } : {}) };
}
