export { ListView } from './list-view';
export type { ListQuery, ListViewProps } from './list-view';
export { listPage } from './list-page';
export type { PagedAnswer } from './list-page';
export { ListSection } from './list-section';
export type { ListSectionProps } from './list-section';
