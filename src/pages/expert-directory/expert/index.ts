export { ExpertPage } from './ui/expert-page';
export type { ExpertSearch } from './model/search';
export { validateExpertSearch } from './model/search';
