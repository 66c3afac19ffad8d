export { ListView } from './list-view';
export type { ListQuery, ListViewProps } from './list-view';
export { listPage } from './list-page';
export type { PagedAnswer } from './list-page';
