export { ExpertMorePage } from './ui/expert-more-page';
