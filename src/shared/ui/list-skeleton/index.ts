export { ListSkeleton } from './list-skeleton';
export type { ListSkeletonProps } from './list-skeleton';
