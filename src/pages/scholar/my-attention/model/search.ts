import { param, searchOf } from '@/shared/lib/query-string';

/** /myAttention?keyword&page. */
export const validateMyAttentionSearch = searchOf({ keyword: param.text(), page: param.page() });
export type MyAttentionSearch = ReturnType<typeof validateMyAttentionSearch>;
