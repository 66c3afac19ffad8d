export { WorkPage } from './ui/work-page';
