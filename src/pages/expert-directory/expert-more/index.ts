export { ExpertMorePage } from './ui/expert-more-page';
export type { InterviewsSearch as ExpertMoreSearch } from './model/search';
export { validateInterviewsSearch } from './model/search';
