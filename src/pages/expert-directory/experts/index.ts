export { ExpertsPage } from './ui/experts-page';
export type { ExpertsSearch } from './model/search';
export { startExpertsList, validateExpertsSearch } from './model/search';
