import type { CouponStatus } from '@/shared/api/generated/model';
import { definedParams, oneOfParam, pageParam } from '@/shared/lib/query-string';

export const COUPON_TABS: readonly CouponStatus[] = ['available', 'used', 'expired'];

/** The state of /coupon in its URL: the tab (available by default, kept out of the URL) and the page. */
export interface CouponSearch {
  status?: Exclude<CouponStatus, 'available'>;
  page?: number;
}

export function normalizeCouponSearch(raw: Record<string, unknown> | null | undefined): CouponSearch {
  const status = oneOfParam(['used', 'expired'] as const, raw?.status);
  return definedParams({ status, page: pageParam(raw?.page) });
}
