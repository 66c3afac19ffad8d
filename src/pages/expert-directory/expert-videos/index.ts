export { ExpertVideosPage } from './ui/expert-videos-page';
export type { InterviewsSearch as ExpertVideosSearch } from './model/search';
export { validateInterviewsSearch } from './model/search';
