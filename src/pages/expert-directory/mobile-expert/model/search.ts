import { param, searchOf } from '@/shared/lib/query-string';

export const MOBILE_EXPERT_TABS = ['bio', 'works', 'interviews'] as const;
export type MobileExpertTab = (typeof MOBILE_EXPERT_TABS)[number];

/** /mobile/expert/{id}?tab: the open tab (简介 by default, kept out of the URL). */
export const validateMobileExpertSearch = searchOf({ tab: param.oneOf(MOBILE_EXPERT_TABS, 'bio') });
export type MobileExpertSearch = ReturnType<typeof validateMobileExpertSearch>;

/** A route's `{-$id}` as a positive integer id, or undefined. */
export function expertIdOf(raw: string | undefined): number | undefined {
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
