import { param, searchOf } from '@/shared/lib/query-string';

/** /ipManage?page */
export const validateIpManageSearch = searchOf({ page: param.page() });
export type IpManageSearch = ReturnType<typeof validateIpManageSearch>;
