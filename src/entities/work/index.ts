export { WorkListItem } from './ui/work-list-item';
export type { WorkListItemProps } from './ui/work-list-item';
export { WorkAuthors } from './ui/work-authors';
export { WorkDetailView } from './ui/work-detail-view';
export type { WorkDetailViewProps } from './ui/work-detail-view';
export { WorkDetailSkeleton } from './ui/work-detail-skeleton';
export { workIdOf } from './lib/work-id';
export { WORK_TYPE_LABELS, WORK_FIELD_LABELS } from './config/work-type-labels';
export { authorsLine, formatCount, namedAuthors, textOf, textsOf, workTypeLabel } from './lib/format';
