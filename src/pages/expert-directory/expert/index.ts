export { ExpertPage } from './ui/expert-page';
