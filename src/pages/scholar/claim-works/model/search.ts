import { param, searchOf } from '@/shared/lib/query-string';

/** /claimWorks?keyword&page. */
export const validateClaimWorksSearch = searchOf({ keyword: param.text(), page: param.page() });
export type ClaimWorksSearch = ReturnType<typeof validateClaimWorksSearch>;
