export { ExpertsPage } from './ui/experts-page';
