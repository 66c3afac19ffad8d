export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { pagerItems, pageCountOf, clampPage } from './pager-items';
export type { PagerItem } from './pager-items';
