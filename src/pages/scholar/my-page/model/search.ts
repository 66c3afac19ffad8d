import { param, searchOf } from '@/shared/lib/query-string';

/** /myPage?tab&page: the open tab of the public page (简介 by default) and the works page, only on that tab. */
export const validateMyPageSearch = searchOf(
  // The tabs of widgets/expert-detail, written out: route files are in the first load, the widget is not.
  { tab: param.oneOf(['bio', 'works', 'interviews'] as const, 'bio'), page: param.page() },
  (search) => (search.tab === 'works' ? search : { ...search, page: undefined }),
);
export type MyPageSearch = ReturnType<typeof validateMyPageSearch>;
