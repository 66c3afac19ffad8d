/**
 * An expert's public page: profile head, biography, works and interviews. Shown by the expert
 * directory (/expert/{id}) and by scholar services (/myPage, the scholar's page as others see it).
 */
export { ExpertDetailView, EXPERT_DETAIL_TABS } from './ui/expert-detail-view';
export type { ExpertDetailTab, ExpertDetailViewProps } from './ui/expert-detail-view';
export { ProfileSkeleton } from './ui/profile-skeleton';
