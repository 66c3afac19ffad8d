export { ExpertsPage } from './ui/experts-page';
export type { ExpertsSearch } from './model/search';
export { validateExpertsSearch } from './model/search';
