export { ExpertAvatar } from './ui/expert-avatar';
export { ExpertCard } from './ui/expert-card';
export { ExpertRow } from './ui/expert-row';
export { InterviewCard } from './ui/interview-card';
export { InterviewPlayerDialog } from './ui/interview-player-dialog';
export { formatCount, formatDuration, listOf, spokenDuration, textOr } from './lib/format';
export { ExpertInfiniteList } from './ui/expert-infinite-list';
export { ExpertBio } from './ui/expert-bio';
export { expertItemMeta } from './lib/item-meta';
