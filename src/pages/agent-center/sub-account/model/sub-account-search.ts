import type { AccountStatus } from '@/shared/api/generated/model';
import { param, searchOf } from '@/shared/lib/query-string';

/** /subAccount?keyword&status&page */
export const validateSubAccountSearch = searchOf({
  keyword: param.text(),
  status: param.oneOf<AccountStatus>(['0', '1']),
  page: param.page(),
});
export type SubAccountSearch = ReturnType<typeof validateSubAccountSearch>;
