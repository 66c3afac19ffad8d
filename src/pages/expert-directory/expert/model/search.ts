import { param, searchOf } from '@/shared/lib/query-string';

export const EXPERT_TABS = ['bio', 'works', 'interviews'] as const;
export type ExpertTab = (typeof EXPERT_TABS)[number];

/** /expert/{id}?tab&page: the open tab (简介 by default) and the page of the works list, only on that tab. */
export const validateExpertSearch = searchOf({ tab: param.oneOf(EXPERT_TABS, 'bio'), page: param.page() }, (search) =>
  search.tab === 'works' ? search : { ...search, page: undefined },
);
export type ExpertSearch = ReturnType<typeof validateExpertSearch>;

/** A route's `{-$id}` as a positive integer id, or undefined. */
export function expertIdOf(raw: string | undefined): number | undefined {
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
