export { EmptyList } from './empty-list';
export type { EmptyListProps } from './empty-list';
